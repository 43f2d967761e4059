import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useContent, useText } from '../../content';
import { screenName } from '../route-table';
import { screenPathsFor, screensFor } from '../site-screens';
import { readRoute } from '../../start-up/contract';
import { currentLink } from '../../start-up/screen-change';
import { routeIcons } from './route-icons';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { SpriteIcon } from './sprite-icon';
import { LanguageSwitcher } from './language-switcher';
import { NewTabHint } from '../../shared/new-tab-hint';
import { offersSchemeSwitch } from '../../theme';

/** What the navigation shows: the header, the screens, the site's languages (when it has several)
 * and the owner's external links. */
export function DrawerContent() {
  const content = useContent();
  const { externalLinks } = content;
  const text = useText();
  const headingId = useId();
  const shown = readRoute(useLocation().pathname, screenPathsFor(content)).path;
  return (
    // Fills the phone menu, so that a click on the menu itself is one on its backdrop.
    <Box component="nav" aria-label={text.mainNavigation} sx={{ minHeight: '100%' }}>
      <Toolbar>
        <Typography
          component="p"
          variant="h6"
          sx={{
            fontWeight: 'fontWeightBold',
            // A small mark in the owner's colour before the header.
            '&::before': {
              content: '""',
              display: 'inline-block',
              width: 8,
              height: 8,
              mr: 1.25,
              mb: 0.25,
              borderRadius: 0.5,
              bgcolor: 'primary.main',
            },
          }}
        >
          {text.drawerHeading}
        </Typography>
        {offersSchemeSwitch(content) && <ColorSchemeToggle />}
      </Toolbar>
      <List sx={{ display: 'grid', gap: 0.5, py: 1.5 }}>
        {screensFor(content).map((route) => {
          const { path, icon } = route;
          const Icon = routeIcons[icon];
          return (
            <ListItem key={path} disablePadding>
              {/* discover="none": the routes are all known (and the page is spared an attribute).
                  The current link marked as the start-up script marks it before the app is live. */}
              <ListItemButton
                component={Link}
                to={path}
                discover="none"
                aria-current={currentLink(path, shown)}
              >
                <ListItemIcon>
                  <Icon aria-hidden="true" />
                </ListItemIcon>
                <ListItemText primary={screenName(route, content)} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <LanguageSwitcher />
      <Divider sx={{ borderColor: 'surface.line' }} />
      <Typography
        id={headingId}
        component="h2"
        variant="overline"
        sx={{ display: 'block', px: 3, pt: 2.5, color: 'text.secondary' }}
      >
        {text.externalLinks}
      </Typography>
      <List aria-labelledby={headingId} sx={{ display: 'grid', gap: 0.5, pt: 1 }}>
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
                <SpriteIcon name="open-in-new" fontSize="small" sx={{ color: 'text.secondary' }} />
                <NewTabHint />
              </ListItemButton>
            )}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
