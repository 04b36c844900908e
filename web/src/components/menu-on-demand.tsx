import { type ComponentType, type ReactElement, useState } from 'react';
import { type OnDemand, useOnDemand } from './on-demand';

/** What a menu loaded on demand is given: its target (the same button) and whether it opens at once (it was pressed). */
export interface LoadedMenuProps {
  target: ReactElement;
  defaultOpened: boolean;
}

/** Props the target button gets: the handlers that load the menu, and focus when it replaces a focused one. */
export interface MenuTargetProps {
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  autoFocus?: boolean;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
  onClick?: () => void;
}

/**
 * A menu whose code (Mantine's Menu, Popover and floating-ui) loads when its button is first pointed
 * at or focused: until the first press, the button alone, with the same look and name, announced as
 * a menu button. The press puts the real menu in its place, opened (as soon as the code is there);
 * a focused button stays focused.
 */
export function MenuOnDemand({
  menu,
  renderTarget,
}: {
  menu: OnDemand<{ default: ComponentType<LoadedMenuProps> }>;
  renderTarget: (props: MenuTargetProps) => ReactElement;
}) {
  const [loaded, request] = useOnDemand(menu);
  // The code was there before this button showed (another page opened the menu): the real menu at once.
  const [atStart] = useState(() => menu.current() !== undefined);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  // Pointing at or focusing the button only fetches the code; the button is replaced on the press,
  // so a press that follows the hover is never lost.
  const preload = () => void menu.load().catch(() => undefined);
  if (loaded && (atStart || pressed)) {
    const Menu = loaded.default;
    return <Menu target={renderTarget(focused ? { autoFocus: true } : {})} defaultOpened={pressed} />;
  }
  return renderTarget({
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: preload,
    onFocus: () => {
      setFocused(true);
      preload();
    },
    onBlur: () => setFocused(false),
    onClick: () => {
      setPressed(true);
      request();
    },
  });
}
