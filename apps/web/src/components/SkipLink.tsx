import classes from './SkipLink.module.css';

/** The page's first stop for the keyboard: straight to its main content (shown only when focused). */
export function SkipLink({ to }: { to: string }) {
  return (
    <a href={`#${to}`} className={classes.link}>
      Skip to content
    </a>
  );
}
