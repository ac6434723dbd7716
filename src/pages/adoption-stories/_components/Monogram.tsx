import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {monogramColour, monogramLetters} from './initials';
import styles from './styles.module.scss';

/** Initials in a coloured tile, standing in for a logo. Decorative: the name is in the card heading. */
export default function Monogram({id, name}: {id: string; name: string}): ReactNode {
  return (
    <span className={clsx(styles.monogram, styles[`monogram${monogramColour(id)}`])} aria-hidden="true">
      {monogramLetters(name)}
    </span>
  );
}
