import { m } from '@pentas/i18n/messages';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { local, storageKeys } from '@/lib/storage';
import { useHydrated } from '@/lib/use-hydrated';

const LogoChanger = lazy(() => import('./logo-changer'));

/** The brand mark. A user may swap it for a local image, kept in this browser only. */
export function Logo() {
  // undefined until changed on this page: the stored one, read once the page is hydrated.
  const [chosen, setChosen] = useState<string | null>();
  const hydrated = useHydrated();
  const custom = hydrated ? (chosen === undefined ? local.get(storageKeys.customLogo) : chosen) : null;
  // Changing it is a rare act: its buttons (shown on hover or focus) load when a pointer or focus reaches the logo.
  const [near, setNear] = useState(false);
  return (
    <div className="group flex items-center gap-1">
      <Link
        to="/"
        onPointerEnter={() => setNear(true)}
        onFocus={() => setNear(true)}
        className="flex min-h-11 items-center gap-2 rounded-md font-bold text-lg tracking-tight"
        aria-label={m.nav_pentas_home()}
      >
        {custom ? (
          <img src={custom} alt="" className="h-8 max-w-32 object-contain" />
        ) : (
          <>
            <img src="/favicon.svg" alt="" className="size-8" />
            <span>Pentas</span>
          </>
        )}
      </Link>
      {hydrated && near && (
        <Suspense fallback={null}>
          <LogoChanger custom={Boolean(custom)} onChange={setChosen} />
        </Suspense>
      )}
    </div>
  );
}
