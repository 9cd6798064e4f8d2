/** Walkthrough step 2: the feature's icon, next to its views. */
export function DemoIcon({ className }: { className?: string }) {
  return (
    <svg className={className} data-testid="demo-icon" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="6" fill="currentColor" />
    </svg>
  )
}
