import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useContent, useText } from '../../content';
import { drawerWidth, motion, pagePadding } from '../../theme';
import { DrawerContent } from './drawer-content';
import { LanguageOffer } from './language-offer';
import { PageTransition } from './page-transition';
import { menuBackdropAttribute, phoneMenuId } from '../../start-up/phone-menu';
import { fallbackOpenAttribute } from '../../start-up/phone-menu-fallback';
import { mainContentId } from '../../start-up/contract';
import { ShownPath } from './shown-path';
import { SkipLink } from './skip-link';
import { SiteFooter } from './site-footer';

// The phone menu comes in from the side it sits on: the left, or the right in a right-to-left
// language, whose build mirrors this as it mirrors every other rule (docs/decisions/0034).
const slideIn = keyframes`
  from { transform: translateX(-100%); }
`;

/** Layout shared by every screen, rendered for the screen at `path` (its navigation link marked
 * current). Which drawer shows is decided by CSS breakpoints, not by JavaScript, so the first
 * paint is right at every width; the phone menu is worked by the start-up script
 * (src/start-up/phone-menu.ts). */
export function AppShell({ path, children }: { path: string; children: ReactNode }) {
  const { owner } = useContent();
  const text = useText();
  return (
    <ShownPath.Provider value={path}>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <SkipLink />
        <AppBar
          position="fixed"
          elevation={0}
          data-print="hide"
          sx={{
            display: { sm: 'none' },
            // Translucent over the page, with a hairline instead of a shadow.
            bgcolor: (theme) =>
              `color-mix(in srgb, ${(theme.vars ?? theme).palette.background.default} 75%, transparent)`,
            backdropFilter: 'blur(12px)',
            borderBottom: 1,
            borderColor: 'surface.line',
            color: 'text.primary',
          }}
        >
          <Toolbar>
            <IconButton
              color="inherit"
              aria-label={text.openMenu}
              aria-controls={phoneMenuId}
              // Kept by phone-menu.ts, which the start-up script works the menu with.
              aria-expanded="false"
              popoverTarget={phoneMenuId}
              sx={{ marginInlineStart: -1.5, marginInlineEnd: 1 }}
            >
              <MenuIcon />
            </IconButton>
            <Typography component="p" variant="h6" noWrap>
              {owner.name}
            </Typography>
          </Toolbar>
        </AppBar>
        <Box data-print="hide" sx={{ width: { sm: drawerWidth }, flexShrink: { sm: 0 } }}>
          <Box
            id={phoneMenuId}
            popover="auto"
            sx={{
              // Beside the page from `sm`; below, only while open (a popover, or the fallback's
              // attribute where the browser has no popovers and so no rule hiding a closed one).
              // On the page's own surface, at the start of the line (the right in a right-to-left
              // language).
              display: { xs: 'none', sm: 'block' },
              position: 'fixed',
              insetBlock: 0,
              insetInlineStart: 0,
              insetInlineEnd: 'auto',
              zIndex: 'drawer',
              m: 0,
              p: 0,
              border: 0,
              width: drawerWidth,
              maxWidth: '100%',
              height: '100%',
              boxSizing: 'border-box',
              overflowY: 'auto',
              // Beside the page, the page's own canvas (its glow and dots run under it); over the
              // page, as the phone menu, a surface of its own.
              bgcolor: { xs: 'background.default', sm: 'transparent' },
              color: 'text.primary',
              [`&[${fallbackOpenAttribute}]`]: { display: 'block', boxShadow: 16 },
              '&:popover-open': { display: 'block', boxShadow: 16 },
              '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
              // Apart: a browser without popovers drops a rule whose selector names one.
              '&:popover-open + *': { display: 'block' },
              [`&[${fallbackOpenAttribute}] + *`]: { display: 'block' },
              '@media (prefers-reduced-motion: no-preference)': {
                '&:popover-open': { animation: `${slideIn} ${motion.page}ms ${motion.easing}` },
              },
            }}
          >
            <DrawerContent />
          </Box>
          {/* Over the page while the menu is open: a tap on it only closes the menu. */}
          <Box
            {...{ [menuBackdropAttribute]: '' }}
            aria-hidden="true"
            sx={{ display: 'none', position: 'fixed', inset: 0, zIndex: 'modal' }}
          />
        </Box>
        {/* Clips what a screen's decoration spreads past the page (Home's horizon); without a
          scroll container of its own, so nothing sticky or scrolling changes. */}
        <Box
          sx={{
            flexGrow: 1,
            minWidth: 0,
            display: 'flex',
            flexDirection: 'column',
            overflow: 'clip',
          }}
        >
          {/* Early in the order of Tab and of reading, though shown at the window's foot. */}
          <LanguageOffer />
          <Box
            component="main"
            id={mainContentId}
            tabIndex={-1}
            sx={{
              flexGrow: 1,
              px: pagePadding.x,
              pt: pagePadding.top,
              pb: pagePadding.bottom,
              '&:focus': { outline: 'none' },
            }}
          >
            <Toolbar data-print="hide" sx={{ display: { sm: 'none' } }} />
            <PageTransition>{children}</PageTransition>
          </Box>
          <SiteFooter />
        </Box>
      </Box>
    </ShownPath.Provider>
  );
}
