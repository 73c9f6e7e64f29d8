import { Suspense, useState } from 'react';
import { lazyComponent, lazyPart } from '../../shared/lazy-part';
import { UserMenuButton } from './user-menu-button';
import type { UserMenuProps } from './user-menu.part';

// The menu (Mantine's Menu and what it floats with) downloads when its button is hovered, focused
// or pressed (issue 34 item 2); the button is drawn at once, the same before and after.
const menu = lazyPart(() => import('./user-menu.part'));
const UserMenuPopup = lazyComponent(menu, (m) => m.UserMenuPopup);

/** The user's name (hidden on phones), My profile, the dealership switch on phones, Sign out. */
export function UserMenu(props: UserMenuProps) {
  const [asked, setAsked] = useState(false);
  // The button is swapped for the menu's own only once pressed: swapped when the download ended (a
  // hover's), it could change between the press and the release, and the click was lost (seen under load).
  const placeholder = <UserMenuButton user={props.user} aria-haspopup="menu" aria-expanded={false} onPointerEnter={menu.prefetch} onFocus={menu.prefetch} onClick={() => setAsked(true)} />;
  if (!asked) return placeholder;
  return <Suspense fallback={placeholder}><UserMenuPopup {...props} defaultOpened={asked} /></Suspense>;
}
