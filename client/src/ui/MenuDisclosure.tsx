import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

export interface MenuDisclosure {
  open: boolean;
  toggle: () => void;
  close: () => void;
  /** The toggle button: Escape gives it the focus back. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/**
 * A small-screen menu's open state (the public header's and the back-office sidebar's): open for
 * the page it was opened on, so any navigation closes it; Escape closes it and returns the focus to
 * the toggle.
 */
export function useMenuDisclosure(): MenuDisclosure {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return { open, toggle: () => setOpenOn(open ? null : pathname), close: () => setOpenOn(null), toggleRef };
}

/** The button that opens and closes a MenuDisclosure's menu (`aria-expanded`, `aria-controls`), with the ☰ / × icon. */
export function MenuToggle({ menu, controls, className, label, labelClassName }: { menu: MenuDisclosure; controls: string; className?: string; label: string; labelClassName?: string }) {
  return (
    <button ref={menu.toggleRef} type="button" className={className} aria-expanded={menu.open} aria-controls={controls} onClick={menu.toggle}>
      <MenuIcon open={menu.open} />
      <span className={labelClassName}>{label}</span>
    </button>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      {open ? (
        <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
      ) : (
        <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
      )}
    </svg>
  );
}
