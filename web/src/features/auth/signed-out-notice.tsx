/**
 * A signed-in page's logged-out toast, as the server renders it on the page it turns a visitor away from
 * (web/src/entry-server.tsx): that page runs none of the app's script, so the toast library is not
 * there to show it. Drawn where and as the app's error toasts are (top centre, red).
 */
export function SignedOutNotice({ title, description }: { title: string; description: string }) {
  return (
    <div
      role="status"
      data-toast=""
      className="fixed inset-x-4 top-4 z-50 mx-auto max-w-sm rounded-lg border border-destructive/30 bg-card p-4 text-sm text-destructive shadow-lg"
    >
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{description}</p>
    </div>
  );
}
