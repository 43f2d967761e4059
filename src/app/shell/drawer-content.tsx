import type { Theme } from '@mui/material/styles';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useId } from 'react';
import { useContent, useText } from '../../content';
import { screenName } from '../route-table';
import { screensFor } from '../site-screens';
import { currentLink } from '../../start-up/screen-change';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { SpriteIcon } from './sprite-icon';
import { LanguageSwitcher } from './language-switcher';
import { NewTabHint } from '../../shared/new-tab-hint';
import { useShownPath } from './shown-path';
import { offersSchemeSwitch } from '../../theme';

const permanent = '@media (min-width:600px)';

/**
 * The screens as the page's identity column draws them: words, each after a short rule that
 * grows, in the primary, on the current screen. In the phone menu, where a
 * row is a thumb's target, each screen's icon takes the rule's place, the current one in the
 * primary.
 */
const screenLinks = {
  '& .MuiListItemText-primary': {
    textTransform: 'uppercase',
    // A label's tracking: spaced out only in a script with capitals (src/theme/theme.ts).
    letterSpacing: (theme: Theme) => theme.typography.overline.letterSpacing,
    fontSize: (theme: Theme) => theme.typography.overline.fontSize,
    fontWeight: 'fontWeightBold',
  },
  '& [aria-current="page"] .MuiListItemIcon-root': { color: 'primary.main' },
  [permanent]: {
    '& .MuiListItemIcon-root': { display: 'none' },
    '& .MuiListItemButton-root::before': {
      content: '""',
      flexShrink: 0,
      width: 16,
      height: '1px',
      marginInlineEnd: 1.5,
      bgcolor: 'currentColor',
    },
    '& .MuiListItemButton-root[aria-current="page"]::before': {
      width: 48,
      height: 2,
      bgcolor: 'primary.main',
    },
  },
} as const;

/** What the navigation shows: the header, the screens, the site's languages (when it has several)
 * and the owner's external links, at the column's foot. */
export function DrawerContent() {
  const content = useContent();
  const { externalLinks } = content;
  const text = useText();
  const headingId = useId();
  const shown = useShownPath();
  return (
    // Fills the phone menu, so that a click on the menu itself is one on its backdrop.
    <Box
      component="nav"
      aria-label={text.mainNavigation}
      sx={{ minHeight: '100%', display: 'flex', flexDirection: 'column', pb: 2 }}
    >
      {/* The header, and the theme's switch at its end. */}
      <Box
        component="p"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          m: 0,
          px: 3,
          pt: 3,
          pb: 2,
          // A quiet label over the column, not a brand: the owner's name is the page's.
          fontSize: 13,
          fontWeight: 'fontWeightMedium',
          color: 'text.secondary',
          // A small lit mark in the owner's colour.
          '&::before': {
            content: '""',
            flexShrink: 0,
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: 'currentColor',
            color: 'primary.main',
            boxShadow: '0 0 12px',
          },
        }}
      >
        {text.drawerHeading}
        {offersSchemeSwitch(content) && <ColorSchemeToggle />}
      </Box>
      <List sx={[screenLinks, { [permanent]: { my: 'auto' } }]}>
        {screensFor(content).map((route) => {
          const { path, icon } = route;
          return (
            <ListItem key={path} disablePadding>
              {/* The current link marked as the start-up script marks it in the browser. */}
              <ListItemButton
                component="a"
                href={`#${path}`}
                aria-current={currentLink(path, shown)}
              >
                <ListItemIcon>
                  <SpriteIcon name={icon} />
                </ListItemIcon>
                <ListItemText primary={screenName(route, content)} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <LanguageSwitcher />
      {/* An owner without links has no section for them: a heading over nothing says nothing. */}
      {externalLinks.length > 0 && (
        <Box sx={{ mt: 'auto', pt: 3, [permanent]: { mt: 0 } }}>
          <Typography
            id={headingId}
            component="h2"
            variant="overline"
            sx={{ display: 'block', px: 3, color: 'text.secondary' }}
          >
            {text.externalLinks}
          </Typography>
          <List
            aria-labelledby={headingId}
            sx={{ '& .MuiListItemText-root': { flex: '0 1 auto' } }}
          >
            {externalLinks.map((link, index) => (
              <ListItem key={index} disablePadding>
                {link.icon === 'email' ? (
                  // The visitor's mail app opens; no new tab.
                  <ListItemButton component="a" href={link.url}>
                    <ListItemIcon>
                      <SpriteIcon name={link.icon} />
                    </ListItemIcon>
                    <ListItemText primary={link.text} />
                  </ListItemButton>
                ) : (
                  <ListItemButton
                    component="a"
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <ListItemIcon>
                      <SpriteIcon name={link.icon} />
                    </ListItemIcon>
                    <ListItemText primary={link.text} />
                    <SpriteIcon
                      name="open-in-new"
                      sx={{ fontSize: 14, marginInlineStart: 0.75, opacity: 0.72 }}
                    />
                    <NewTabHint />
                  </ListItemButton>
                )}
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Box>
  );
}
