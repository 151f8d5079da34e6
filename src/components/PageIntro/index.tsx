import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { PageContainer } from '@/components/PageContainer/index.tsx';
import type { MessageId } from '@/locales/types.ts';
import { T } from '@/locales/useT.tsx';

/**
 * The two blocks the content pages are made of (the HR-service pages, the employer landing, /contactUs, the chat
 * and notice routes), so each page states only its texts and contents: the page's opening, its <h1> and a line of
 * introduction; and a section named by its <h2> (`aria-labelledby`: the a11y walk and screen readers list it as a
 * region).
 */

export interface PageIntroProps {
  /** The page's <h1>. */
  titleId: MessageId;
  /** The line under it, if the page has one. */
  introId?: MessageId;
  /** Actions at the heading's end. */
  extra?: ReactNode;
  children?: ReactNode;
}

export function PageIntro({ titleId, introId, extra, children }: PageIntroProps) {
  return (
    <PageContainer
      title={
        <h1>
          <T id={titleId} />
        </h1>
      }
      content={introId && <T id={introId} />}
      extra={extra}
    >
      {children}
    </PageContainer>
  );
}

export interface PageSectionProps extends Omit<ComponentPropsWithoutRef<'section'>, 'id' | 'title' | 'aria-labelledby'> {
  /** The heading's id, which names the section. */
  id: string;
  /** The section's <h2>. */
  titleId: MessageId;
  /** The page's section style: `service-section`, `landing-section`, `contact-card`. */
  className: string;
}

export function PageSection({ id, titleId, className, children, ...section }: PageSectionProps) {
  return (
    <section className={className} aria-labelledby={id} {...section}>
      <h2 id={id}>
        <T id={titleId} />
      </h2>
      {children}
    </section>
  );
}
