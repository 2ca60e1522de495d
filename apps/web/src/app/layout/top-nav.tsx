import { Anchor, Box, Burger, Button, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { Link, NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router';
import { useEffect } from 'react';

import { Wordmark } from '../../components/ui/wordmark.tsx';
import { paths } from '../../config/paths.ts';
import { useIsLoggedIn } from '../../lib/auth.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { loggedInLinks, loggedOutLinks, type NavLink } from './nav-links.ts';

function NavItem({ link, onClick }: { link: NavLink; onClick?: () => void }) {
  return (
    <Anchor
      component={RouterNavLink}
      to={link.to}
      onClick={onClick}
      className="bw-nav-link"
      fw={600}
      underline="never"
    >
      {link.label}
    </Anchor>
  );
}

export function TopNav() {
  const [menuOpen, menu] = useDisclosure(false);
  const closeMenu = menu.close;
  const isLoggedIn = useIsLoggedIn();
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();

  // A navigation from inside the drawer should close it.
  useEffect(() => {
    closeMenu();
  }, [location.pathname, closeMenu]);

  const links = isLoggedIn ? loggedInLinks : loggedOutLinks;

  const onLogout = () => {
    menu.close();
    // Leave first, and at once (flushSync, not a transition that keeps the old page up while the login
    // chunk loads): were a guarded page still showing when the session clears, its guard would send
    // the browser to /login?next=<that page>, and the next sign-in would return there (spec: /login).
    void navigate(paths.login.getHref(), { flushSync: true });
    logout.mutate(undefined, {
      onSettled: () => {
        notifications.show({ message: 'You have been logged out.', color: 'ink' });
      },
    });
  };

  const logoutButton = (
    <Button variant="outline" color="ink" size="sm" onClick={onLogout} loading={logout.isPending}>
      Logout
    </Button>
  );

  return (
    <Box
      component="header"
      bg="white"
      style={{ borderBottom: '1px solid #e9e9f2', position: 'sticky', top: 0, zIndex: 100 }}
    >
      <Container size="lg" h={64}>
        <Group justify="space-between" h="100%" wrap="nowrap">
          <Anchor component={Link} to={paths.home.getHref()} underline="never" aria-label="Brandwright home">
            <Wordmark />
          </Anchor>
          <Group component="nav" aria-label="Main" gap="lg" visibleFrom="md" wrap="nowrap">
            {isLoggedIn !== undefined && links.map((link) => <NavItem key={link.to} link={link} />)}
            {isLoggedIn && logoutButton}
          </Group>
          <Burger
            opened={menuOpen}
            onClick={menu.toggle}
            hiddenFrom="md"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          />
        </Group>
      </Container>
      {/* Mantine's Drawer locks page scrolling while it is open, as the spec asks of the mobile menu. */}
      <Drawer
        opened={menuOpen}
        onClose={menu.close}
        position="right"
        size="80%"
        title={<Wordmark size={24} />}
        hiddenFrom="md"
        lockScroll
      >
        <Stack component="nav" aria-label="Mobile" gap="lg" mt="md">
          {links.map((link) => (
            <NavItem key={link.to} link={link} onClick={menu.close} />
          ))}
          {isLoggedIn && logoutButton}
        </Stack>
      </Drawer>
    </Box>
  );
}
