import type { SvgIconComponent } from '@mui/icons-material';
import ArticleIcon from '@mui/icons-material/Article';
import CodeIcon from '@mui/icons-material/Code';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import HomeIcon from '@mui/icons-material/Home';
import WorkIcon from '@mui/icons-material/Work';

/** The icons a screen can have in the navigation, by the name the route table gives
 * (src/app/route-table.ts). Another is one import and one line here. */
export const routeIcons = {
  home: HomeIcon,
  work: WorkIcon,
  code: CodeIcon,
  'contact-mail': ContactMailIcon,
  article: ArticleIcon,
} satisfies Record<string, SvgIconComponent>;
