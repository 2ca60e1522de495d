import { paths } from '../../config/paths.ts';

export interface NavLink {
  label: string;
  to: string;
}

export const loggedOutLinks: NavLink[] = [
  { label: 'Join', to: paths.join.getHref() },
  { label: 'About', to: paths.about.getHref() },
  { label: 'Our Packages', to: paths.ourPackages.getHref() },
  { label: 'Contact', to: paths.contact.getHref() },
  { label: 'Login', to: paths.login.getHref() },
];

export const loggedInLinks: NavLink[] = [
  { label: 'About', to: paths.about.getHref() },
  { label: 'Products', to: paths.products.getHref() },
  { label: 'Contact', to: paths.contact.getHref() },
  { label: 'My Account', to: paths.myAccount.getHref() },
];

export const footerLinks: NavLink[] = [
  { label: 'About', to: paths.about.getHref() },
  { label: 'Terms & Conditions', to: paths.terms.getHref() },
  { label: 'Privacy Policy', to: paths.privacy.getHref() },
  { label: 'Pricing', to: paths.ourPackages.getHref() },
  { label: 'Contact', to: paths.contact.getHref() },
];
