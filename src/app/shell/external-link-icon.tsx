import GitHubIcon from '@mui/icons-material/GitHub';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import TerminalIcon from '@mui/icons-material/Terminal';
import type { ExternalLinkIcon as IconName } from '../../content';

const icons = { github: GitHubIcon, linkedin: LinkedInIcon, leetcode: TerminalIcon } as const;

export function ExternalLinkIcon({ name }: { name: IconName }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" />;
}
