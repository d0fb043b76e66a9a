/** Review text cut at three lines, opened with "Read more" (<site-read-more>, site-elements.ts). */
export function ReadMore({ text, className }: { text: string; className?: string }) {
  return (
    <site-read-more className={`block ${className ?? ''}`}>
      <p className="line-clamp-3 whitespace-pre-line">{text}</p>
      {text.length > 160 ? (
        <button
          type="button"
          aria-expanded="false"
          className="mt-1 text-sm font-semibold underline underline-offset-2"
          style={{ color: 'var(--site-primary)' }}
        >
          Read more
        </button>
      ) : null}
    </site-read-more>
  )
}
