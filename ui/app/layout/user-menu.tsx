import { Suspense } from 'react';
import { lazyComponent, lazyPart, usePartOnPress } from '../../shared/lazy-part';
import { UserMenuButton } from './user-menu-button';
import type { UserMenuProps } from './user-menu.part';

// The menu (Mantine's Menu and what it floats with) downloads when its button is hovered, focused
// or pressed (issue 34 item 2); the button is drawn at once, the same before and after.
const menu = lazyPart(() => import('./user-menu.part'));
const UserMenuPopup = lazyComponent(menu, (m) => m.UserMenuPopup);

/** The user's name (hidden on phones), My profile, the dealership switch on phones, Sign out. */
export function UserMenu(props: UserMenuProps) {
  const { pressed, press, intent } = usePartOnPress(menu);
  const placeholder = <UserMenuButton user={props.user} aria-haspopup="menu" aria-expanded={false} {...intent} onClick={press} />;
  if (!pressed) return placeholder;
  return <Suspense fallback={placeholder}><UserMenuPopup {...props} defaultOpened /></Suspense>;
}
