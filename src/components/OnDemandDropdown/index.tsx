import type { DropdownProps } from 'antd';
import { cloneElement, useEffect, useRef, useState, type ComponentType, type ReactElement } from 'react';

/**
 * antd's Dropdown brings its menu (rc-menu, antd's Menu and their styles: about 14 KB gzip) into whatever loads
 * it, and each one renders its trigger machinery. Menus nobody opens before the page is up (the header's two,
 * the 不感兴趣 menu on every job card) load it on demand: the trigger renders at once as itself; pointing at it,
 * focusing it or clicking it fetches the chunk, and a click before the chunk has arrived opens the menu when it
 * does. `allowOpen` may refuse an opening (a sign-in gate, say).
 *
 * Swapping in the real Dropdown replaces the trigger's DOM node, so it never happens mid-press (a click whose
 * press and release land on different nodes is lost) nor inside the click's own dispatch (the menu's
 * outside-click handler would see that click and close it again): it waits for the press to end, then a task.
 * Click-triggered menus only.
 */
type DropdownType = ComponentType<DropdownProps>;
let loaded: DropdownType | null = null;
let loading: Promise<DropdownType> | null = null;
const loadDropdown = () =>
  (loading ??= import('./antdDropdown.ts').then(
    (mod) => (loaded = mod.default as DropdownType),
    (error: unknown) => {
      loading = null; // the next hover or click tries again
      throw error;
    },
  ));

type TriggerProps = {
  onClick?: (event: unknown) => void;
  onPointerEnter?: (event: unknown) => void;
  onPointerDown?: (event: unknown) => void;
  onPointerLeave?: (event: unknown) => void;
  onFocus?: (event: unknown) => void;
};

type OnDemandDropdownProps = Omit<DropdownProps, 'open' | 'children' | 'trigger'> & { children: ReactElement<TriggerProps>; allowOpen?: () => boolean };

export function OnDemandDropdown({ children, onOpenChange, allowOpen, ...props }: OnDemandDropdownProps) {
  const [Dropdown, setDropdown] = useState<DropdownType | null>(() => loaded);
  const [open, setOpen] = useState(false);
  // A click that came before the chunk: the menu opens once the real Dropdown has mounted (closed, as antd's
  // own trigger would mount it), not by mounting it already open.
  const [openWhenMounted, setOpenWhenMounted] = useState(false);
  const pressing = useRef(false);
  const swapTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(swapTimer.current), []);
  useEffect(() => {
    if (!Dropdown || !openWhenMounted) return;
    setOpenWhenMounted(false);
    setOpen(true);
  }, [Dropdown, openWhenMounted]);

  const swapWhenSafe = () => {
    clearTimeout(swapTimer.current);
    swapTimer.current = setTimeout(() => {
      if (!pressing.current && loaded) setDropdown(() => loaded);
    });
  };
  const request = () => void loadDropdown().then(swapWhenSafe, () => undefined);

  if (!Dropdown) {
    const own = children.props;
    return cloneElement(children, {
      onPointerEnter: (event) => (request(), own.onPointerEnter?.(event)),
      onFocus: (event) => (request(), own.onFocus?.(event)),
      onPointerDown: (event) => ((pressing.current = true), request(), own.onPointerDown?.(event)),
      onPointerLeave: (event) => ((pressing.current = false), swapWhenSafe(), own.onPointerLeave?.(event)),
      onClick: (event) => {
        pressing.current = false;
        if (!allowOpen || allowOpen()) setOpenWhenMounted(true);
        request();
        own.onClick?.(event);
      },
    });
  }
  return (
    <Dropdown
      {...props}
      trigger={['click']}
      open={open}
      onOpenChange={(next, info) => {
        if (next && allowOpen && !allowOpen()) return;
        setOpen(next);
        onOpenChange?.(next, info);
      }}
    >
      {children}
    </Dropdown>
  );
}
