import CheckIcon from '@mui/icons-material/Check';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useSiteLanguages, useText } from '../../content';
import { useLanguageAddress } from './language-links';

/**
 * The site's languages in the navigation, each by its own name, the page's marked current (not
 * a link); each other a link to the screen shown in that language. The start-up script points
 * these links at the screen shown (pointLanguageLinks) and remembers the one followed. Nothing for
 * a site in one language.
 */
export function LanguageSwitcher() {
  const { all, current } = useSiteLanguages();
  const text = useText();
  const addressIn = useLanguageAddress();
  const headingId = useId();
  if (all.length < 2) return null;
  return (
    <>
      <Divider sx={{ borderColor: 'surface.line' }} />
      <Typography
        id={headingId}
        component="h2"
        variant="overline"
        sx={{ display: 'block', px: 3, pt: 2.5, color: 'text.secondary' }}
      >
        {text.languageSwitcher}
      </Typography>
      <List aria-labelledby={headingId} sx={{ display: 'grid', gap: 0.5, pt: 1, pb: 1.5 }}>
        {all.map((language) =>
          language.tag === current.tag ? (
            // Laid out as the links are (src/theme/components.ts), a check in place of an icon.
            <ListItem
              key={language.tag}
              lang={language.tag}
              aria-current="true"
              disableGutters
              sx={{
                width: 'auto',
                minHeight: 36,
                px: 3,
                '& .MuiListItemText-primary': {
                  fontSize: (theme) => theme.typography.body2.fontSize,
                  fontWeight: 'fontWeightMedium',
                },
              }}
            >
              <ListItemIcon sx={{ color: 'primary.main' }}>
                <CheckIcon aria-hidden="true" />
              </ListItemIcon>
              <ListItemText primary={language.name} />
            </ListItem>
          ) : (
            <ListItem key={language.tag} disablePadding>
              <ListItemButton
                component="a"
                href={addressIn(language)}
                lang={language.tag}
                hrefLang={language.tag}
              >
                <ListItemIcon />
                <ListItemText primary={language.name} />
              </ListItemButton>
            </ListItem>
          ),
        )}
      </List>
    </>
  );
}
