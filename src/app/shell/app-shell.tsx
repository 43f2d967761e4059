import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useContent } from '../../content';
import { drawerWidth } from '../../theme';
import { DrawerContent } from './drawer-content';
import { PageTransition } from './page-transition';
import { mainContentId, SkipLink } from './skip-link';

const mobileDrawerId = 'mobile-navigation';

/** Layout shared by every screen. Which drawer shows is decided by CSS breakpoints, not by
 * JavaScript, so the first paint is right at every width. */
export function AppShell({ children }: { children: ReactNode }) {
  const { owner } = useContent();
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // From 600 px the permanent drawer shows, so a temporary one left open must not linger.
  const isWide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const mobileDrawerOpen = mobileOpen && !isWide;
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);

  // After a navigation, start screen readers and keyboards at the new page, not the old link.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [pathname]);

  const closeMobile = () => setMobileOpen(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <AppBar
        position="fixed"
        elevation={1}
        data-print="hide"
        sx={{ display: { sm: 'none' }, bgcolor: 'background.paper', color: 'text.primary' }}
      >
        <Toolbar>
          <IconButton
            edge="start"
            color="inherit"
            aria-label="Open navigation menu"
            aria-controls={mobileDrawerId}
            aria-expanded={mobileDrawerOpen}
            onClick={() => setMobileOpen((open) => !open)}
            sx={{ mr: 2 }}
          >
            <MenuIcon />
          </IconButton>
          <Typography component="p" variant="h6" noWrap>
            {owner.name}
          </Typography>
        </Toolbar>
      </AppBar>
      {navigation.state === 'loading' && (
        <LinearProgress
          aria-label="Loading page"
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'appBar' }}
        />
      )}
      <Box data-print="hide" sx={{ width: { sm: drawerWidth }, flexShrink: { sm: 0 } }}>
        <Drawer
          id={mobileDrawerId}
          variant="temporary"
          open={mobileDrawerOpen}
          onClose={closeMobile}
          sx={{ display: { xs: 'block', sm: 'none' } }}
          slotProps={{ paper: { sx: { width: drawerWidth }, 'aria-label': 'Navigation menu' } }}
        >
          <DrawerContent onNavigate={closeMobile} />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{ display: { xs: 'none', sm: 'block' } }}
          slotProps={{ paper: { sx: { width: drawerWidth, boxSizing: 'border-box' } } }}
        >
          <DrawerContent />
        </Drawer>
      </Box>
      <Box
        component="main"
        id={mainContentId}
        ref={mainRef}
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          px: { xs: 2, sm: 3, md: 4 },
          py: { xs: 3, md: 5 },
          '&:focus': { outline: 'none' },
        }}
      >
        <Toolbar data-print="hide" sx={{ display: { sm: 'none' } }} />
        <PageTransition key={pathname}>{children}</PageTransition>
      </Box>
    </Box>
  );
}
