/** Line icons of the page chrome, decorative: the control around each one carries the name. */
type Props = { className?: string; strokeWidth?: number }

function Icon({
  className = 'size-6',
  strokeWidth = 1.8,
  children,
}: Props & { children: React.ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}

export const MenuIcon = (props: Props) => (
  <Icon {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
)

export const CloseIcon = (props: Props) => (
  <Icon {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
)

export const UserIcon = (props: Props) => (
  <Icon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1-4.5 4.5-7 8-7s7 2.5 8 7" />
  </Icon>
)

export const CartIcon = (props: Props) => (
  <Icon {...props}>
    <path d="M5 9h14l-1.5 11h-11z" />
    <path d="M9 9a3 3 0 0 1 6 0" />
  </Icon>
)

export const SearchIcon = (props: Props) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </Icon>
)

export const ArrowLeftIcon = (props: Props) => (
  <Icon {...props}>
    <path d="M20 12H4m6-6-6 6 6 6" />
  </Icon>
)

export const ArrowRightIcon = (props: Props) => (
  <Icon {...props}>
    <path d="M4 12h16m-6-6 6 6-6 6" />
  </Icon>
)

export const SupportIcon = (props: Props) => (
  <Icon {...props}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
  </Icon>
)

export const ChevronDownIcon = ({ className = 'size-4', ...props }: Props) => (
  <Icon className={className} {...props}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
)

export const ChevronUpIcon = (props: Props) => (
  <Icon {...props}>
    <path d="M6 14l6-6 6 6" />
  </Icon>
)

export const CheckIcon = (props: Props) => (
  <Icon {...props}>
    <path d="m5 12 5 5 9-10" />
  </Icon>
)

export const ClockIcon = (props: Props) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
)

export const GlobeIcon = (props: Props) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9S9.5 5.5 12 3z" />
  </Icon>
)

export const TrashIcon = (props: Props) => (
  <Icon {...props}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Icon>
)

export const InfoIcon = (props: Props) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </Icon>
)

export const EyeIcon = (props: Props) => (
  <Icon {...props}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
)

export const EyeOffIcon = (props: Props) => (
  <Icon {...props}>
    <path d="M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3 3.9M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </Icon>
)
