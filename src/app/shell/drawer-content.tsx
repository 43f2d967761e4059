import OpenInNewIcon from '@mui/icons-material/OpenInNew';
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
import { NavLink } from 'react-router';
import { useContent, useText } from '../../content';
import { screenName } from '../route-table';
import { screensFor } from '../site-screens';
import { routeIcons } from './route-icons';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { ExternalLinkIcon } from './external-link-icon';
import { NewTabHint } from '../../shared/new-tab-hint';
import { offersSchemeSwitch } from '../../theme';

const currentLinkSx = {
  '&[aria-current="page"]': {
    bgcolor: 'action.selected',
    color: 'primary.main',
    '& .MuiListItemIcon-root': { color: 'primary.main' },
  },
} as const;

/** What the navigation shows: the header, the screens and the owner's external links. */
export function DrawerContent() {
  const content = useContent();
  const { externalLinks } = content;
  const text = useText();
  const headingId = useId();
  return (
    // Fills the phone menu, so that a click on the menu itself is one on its backdrop.
    <Box component="nav" aria-label={text.mainNavigation} sx={{ minHeight: '100%' }}>
      <Toolbar>
        <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
          {text.drawerHeading}
        </Typography>
        {offersSchemeSwitch(content) && <ColorSchemeToggle />}
      </Toolbar>
      <Divider />
      <List>
        {screensFor(content).map((route) => {
          const { path, icon } = route;
          const Icon = routeIcons[icon];
          return (
            <ListItem key={path} disablePadding>
              {/* discover="none": the routes are all known (and the page is spared an attribute). */}
              <ListItemButton component={NavLink} to={path} end discover="none" sx={currentLinkSx}>
                <ListItemIcon>
                  <Icon aria-hidden="true" />
                </ListItemIcon>
                <ListItemText primary={screenName(route, content)} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <Divider />
      <Typography
        id={headingId}
        component="h2"
        variant="subtitle2"
        sx={{ px: 2, pt: 2, color: 'text.secondary' }}
      >
        {text.externalLinks}
      </Typography>
      <List aria-labelledby={headingId}>
        {externalLinks.map((link, index) => (
          <ListItem key={index} disablePadding>
            {link.icon === 'email' ? (
              // The visitor's mail app opens; no new tab.
              <ListItemButton component="a" href={link.url}>
                <ListItemIcon>
                  <ExternalLinkIcon name={link.icon} />
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
                  <ExternalLinkIcon name={link.icon} />
                </ListItemIcon>
                <ListItemText primary={link.text} />
                <OpenInNewIcon
                  aria-hidden="true"
                  fontSize="small"
                  sx={{ color: 'text.secondary' }}
                />
                <NewTabHint />
              </ListItemButton>
            )}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
