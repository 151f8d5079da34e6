import { Rate, type RateProps } from 'antd';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { SCORE_MAX } from '@/contract/interviewValues.ts';

interface ScoreRateProps extends Omit<RateProps, 'count' | 'characterRender'> {
  /** The group's name (the field's label). */
  label: string;
  /** Each star's name: a screen reader says "3 分", not "star star" (antd draws every star's icon twice). */
  starLabel: (score: number) => string;
}

/** The interview score: antd's Rate with a named group and a named radio per star. */
export function ScoreRate({ label, starLabel, ...rest }: ScoreRateProps) {
  return (
    <Rate
      {...rest}
      count={SCORE_MAX}
      aria-label={label}
      // Each star is an <li> around rc-rate's role="radio" element: the name goes on the radio.
      characterRender={(star, { index = 0 }) => {
        if (!isValidElement<{ children?: ReactNode }>(star)) return star;
        const radio = star.props.children;
        return isValidElement(radio)
          ? cloneElement(star, {}, cloneElement(radio as ReactElement<Record<string, unknown>>, { 'aria-label': starLabel(index + 1) }))
          : star;
      }}
    />
  );
}
