import type { SvgIconComponent } from '@mui/icons-material';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import HomeIcon from '@mui/icons-material/Home';
import WorkIcon from '@mui/icons-material/Work';
import CodeIcon from '@mui/icons-material/Code';

export type NavItem = { label: string; path: string; icon: SvgIconComponent };

/** The four screens, in drawer order. Both drawers render this one list. */
export const navItems: readonly NavItem[] = [
  { label: 'Home', path: '/', icon: HomeIcon },
  { label: 'Experience', path: '/experience', icon: WorkIcon },
  { label: 'Projects', path: '/projects', icon: CodeIcon },
  { label: 'Contact Me', path: '/contact', icon: ContactMailIcon },
];
