import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { isAdministrator, useSession } from '../lib/session';
import { LogoMark } from './logo';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap ${
    isActive
      ? 'bg-brand-50 text-brand-800'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

/** The spec's header: logo to '/', tagline, and the links each kind of user may use. */
export function SiteHeader() {
  const session = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const signedIn = session.status === 'signed-in';
  const orgAdmin = session.organisation?.role === 'admin';
  // Administrators (admins and superusers) invite, but only into an organisation: a superuser
  // without one would only be bounced from the invite page to the dashboard.
  const canInvite = isAdministrator(session) && !!session.organisation;

  async function signOut() {
    try {
      await session.signOut();
    } catch (e) {
      window.alert((e as Error).message);
      return;
    }
    setOpen(false);
    void navigate('/login');
  }

  const links = signedIn ? (
    <>
      <NavLink to="/dashboard" className={navClass} onClick={() => setOpen(false)}>
        Reconciliation
      </NavLink>
      {canInvite && (
        <NavLink to="/organisation/invite" className={navClass} onClick={() => setOpen(false)}>
          Invite Users
        </NavLink>
      )}
      <NavLink to="/feedback" className={navClass} end onClick={() => setOpen(false)}>
        Feedback
      </NavLink>
      {isAdministrator(session) && (
        <NavLink to="/admin/feedback" className={navClass} onClick={() => setOpen(false)}>
          Feedback Management
        </NavLink>
      )}
      {orgAdmin && (
        <NavLink to="/organisation/members" className={navClass} onClick={() => setOpen(false)}>
          Members
        </NavLink>
      )}
      {session.user?.isSuperuser && (
        <NavLink to="/admin/organisations" className={navClass} onClick={() => setOpen(false)}>
          Organisations
        </NavLink>
      )}
      {!session.user?.isSuperuser && (
        <NavLink to="/subscription/status" className={navClass} onClick={() => setOpen(false)}>
          Subscription
        </NavLink>
      )}
      <NavLink to="/settings/profile" className={navClass} onClick={() => setOpen(false)}>
        Profile
      </NavLink>
      <NavLink to="/settings/security" className={navClass} onClick={() => setOpen(false)}>
        Security
      </NavLink>
      <button type="button" className="btn-secondary ml-0 xl:ml-2" onClick={() => void signOut()}>
        Sign Out
      </button>
    </>
  ) : session.status === 'signed-out' ? (
    <NavLink to="/login" className={navClass} onClick={() => setOpen(false)}>
      Login
    </NavLink>
  ) : null;

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link to="/" className="flex items-center gap-3 rounded-md" aria-label="MedRecon home">
          <LogoMark />
          <span className="flex flex-col leading-tight">
            <span className="text-lg font-bold text-slate-900">MedRecon</span>
            <span className="text-xs text-slate-600">Patient-Friendly Medication Lists</span>
          </span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-0.5 xl:flex">
          {links}
        </nav>
        <button
          type="button"
          className="btn-secondary xl:hidden"
          aria-expanded={open}
          aria-controls="mobile-nav"
          onClick={() => setOpen((o) => !o)}
        >
          Menu
        </button>
      </div>
      {open && (
        <nav
          id="mobile-nav"
          aria-label="Main"
          className="flex flex-col gap-1 border-t border-slate-200 px-4 py-3 xl:hidden"
        >
          {links}
        </nav>
      )}
    </header>
  );
}
