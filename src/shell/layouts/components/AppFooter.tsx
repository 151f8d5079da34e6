import { Link } from 'react-router-dom';
import { T } from '@/locales/useT.tsx';

/**
 * Site footer: the HR-services licence the 2026 rules require on every page, filing numbers, the reporting
 * hotline and the anti-fraud reminder, plus the agreement and contact links.
 */
export function AppFooter() {
  return (
    <footer className="app-footer">
      <nav className="app-footer-links" aria-label="footer">
        <Link to="/accept">
          <T id="menu.accept" />
        </Link>
        <Link to="/contactUs">
          <T id="menu.contactUs" />
        </Link>
        <Link to="/enterprise">
          <T id="layout.footer.forEmployers" />
        </Link>
      </nav>
      <p>
        <T id="layout.footer.licence" />
      </p>
      <p>
        <T id="layout.footer.filing" />
      </p>
      <p>
        <T id="layout.footer.hotline" />
      </p>
      <p className="app-footer-warning">
        <T id="layout.footer.antiFraud" />
      </p>
      <p>
        <T id="layout.footer.copyright" values={{ year: new Date().getFullYear() }} />
      </p>
    </footer>
  );
}
