type Props = {
  failed: boolean
  labels: { loading: string; failed: string; allCategories: string }
  /** The page of every category. */
  href: string
  className?: string
}

/** What stands for the menu's content until it has loaded, or when it could not. */
export function MenuLoading({ failed, labels, href, className }: Props) {
  return (
    <div role="status" className={className}>
      {failed ? labels.failed : labels.loading}
      {/* The categories stay one click away, whatever became of the content. */}
      <a href={href} className="mt-4 block font-semibold text-brand underline underline-offset-4">
        {labels.allCategories}
      </a>
    </div>
  )
}
