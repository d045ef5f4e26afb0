import type { ReactNode } from 'react';
import { Brand } from '../ui/Logo';
import './authLayout.css';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** An icon shown above the title (decorative). */
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}

/** The centred card every sign-in and onboarding screen sits in. */
export function AuthLayout({ title, subtitle, icon, children, footer, wide = false }: AuthLayoutProps) {
  return (
    <main className="auth-layout">
      <div className={wide ? 'auth-card auth-card-wide' : 'auth-card'}>
        <Brand />
        {icon && (
          <div className="auth-icon" aria-hidden="true">
            {icon}
          </div>
        )}
        <h1>{title}</h1>
        {subtitle && <p className="auth-subtitle">{subtitle}</p>}
        {children}
        {footer && <p className="auth-footer">{footer}</p>}
      </div>
    </main>
  );
}
