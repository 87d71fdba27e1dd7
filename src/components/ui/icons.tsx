/**
 * Line icons of the page chrome, decorative: the control around each one carries the name. Their
 * paths are in public/icons.svg, one cached file, not in every page's HTML and RSC payload (issue
 * 39); the stroke's width is set on the <svg> or by globals.css, and inherited by the symbol.
 */
type Props = { className?: string; strokeWidth?: number }

type Name =
  | 'menu'
  | 'close'
  | 'user'
  | 'cart'
  | 'search'
  | 'arrow-left'
  | 'arrow-right'
  | 'support'
  | 'chevron-down'
  | 'chevron-up'
  | 'check'
  | 'globe'
  | 'trash'
  | 'info'
  | 'eye'
  | 'eye-off'

/** Without `strokeWidth`, the chrome's 1.8 from globals.css, not an attribute on every icon. */
function Icon({ name, className = 'size-6', strokeWidth }: Props & { name: Name }) {
  return (
    <svg aria-hidden="true" className={className} strokeWidth={strokeWidth}>
      <use href={`/icons.svg#${name}`} />
    </svg>
  )
}

const icon = (name: Name) =>
  function SpriteIcon(props: Props) {
    return <Icon name={name} {...props} />
  }

export const MenuIcon = icon('menu')
export const CloseIcon = icon('close')
export const UserIcon = icon('user')
export const CartIcon = icon('cart')
export const SearchIcon = icon('search')
export const ArrowLeftIcon = icon('arrow-left')
export const ArrowRightIcon = icon('arrow-right')
export const SupportIcon = icon('support')
export const ChevronUpIcon = icon('chevron-up')
export const CheckIcon = icon('check')
export const GlobeIcon = icon('globe')
export const TrashIcon = icon('trash')
export const InfoIcon = icon('info')
export const EyeIcon = icon('eye')
export const EyeOffIcon = icon('eye-off')

export const ChevronDownIcon = ({ className = 'size-4', ...props }: Props) => (
  <Icon name="chevron-down" className={className} {...props} />
)
