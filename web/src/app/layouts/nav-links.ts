export const primaryLinks = [
  { to: '/services', label: 'Services' },
  { to: '/healers', label: 'Healers' },
  { to: '/about', label: 'About' },
];
