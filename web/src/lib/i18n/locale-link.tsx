import { forwardRef } from 'react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { useLocalePath } from './use-locale';

/** A router Link whose string `to` ('/pricing') stays in the current language ('/es/pricing'). */
export const LocaleLink = forwardRef<HTMLAnchorElement, LinkProps>(function LocaleLink({ to, ...rest }, ref) {
  const localePath = useLocalePath();
  return <Link ref={ref} to={typeof to === 'string' ? localePath(to) : to} {...rest} />;
});

/** NavLink counterpart of LocaleLink (sets aria-current on the active page). */
export const LocaleNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function LocaleNavLink({ to, ...rest }, ref) {
  const localePath = useLocalePath();
  return <NavLink ref={ref} to={typeof to === 'string' ? localePath(to) : to} {...rest} />;
});
