import type { SvgIconComponent } from '@mui/icons-material';
import CodeIcon from '@mui/icons-material/Code';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import HomeIcon from '@mui/icons-material/Home';
import WorkIcon from '@mui/icons-material/Work';
import type { RouteIcon } from '../route-table';

/** The icon of each screen in the drawers (src/app/route-table.ts names them). */
export const routeIcons: Record<RouteIcon, SvgIconComponent> = {
  home: HomeIcon,
  work: WorkIcon,
  code: CodeIcon,
  'contact-mail': ContactMailIcon,
};
