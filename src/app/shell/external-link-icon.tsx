import EmailIcon from '@mui/icons-material/Email';
import GitHubIcon from '@mui/icons-material/GitHub';
import LanguageIcon from '@mui/icons-material/Language';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import TerminalIcon from '@mui/icons-material/Terminal';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type { ExternalLinkIcon as IconName } from '../../content';
import { BlueskyIcon, DevToIcon, MastodonIcon, MediumIcon, StackOverflowIcon } from './brand-icons';

const icons = {
  github: GitHubIcon,
  linkedin: LinkedInIcon,
  leetcode: TerminalIcon,
  x: XIcon,
  bluesky: BlueskyIcon,
  mastodon: MastodonIcon,
  stackoverflow: StackOverflowIcon,
  medium: MediumIcon,
  devto: DevToIcon,
  youtube: YouTubeIcon,
  email: EmailIcon,
  website: LanguageIcon,
} satisfies Record<IconName, unknown>;

export function ExternalLinkIcon({ name }: { name: IconName }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" />;
}
