/** Never shown: its root layout fails first (layout.tsx). */
export default function FailingRootPage() {
  return null
}
