import { css } from 'lit';

/** `<loyalty-account>`: sections one under the other, forms of stacked fields, platform rows (a fieldset is a field: `controls` sets it flat). */
export const accountStyles = css`
  section {
    display: grid;
    gap: var(--_gap);
    padding-block-end: var(--_gap);
    border-block-end: 1px solid var(--_border);
  }
  h2 {
    margin: 0;
    font-size: 1.125em;
  }
  form,
  [part~='field'] {
    display: grid;
    gap: 0.375em;
  }
  .row,
  [part~='platform'],
  [part~='platform'] > span {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5em;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.5em;
  }
  [part~='platform'] {
    justify-content: space-between;
  }
  [part~='avatar'] {
    width: 5em;
    height: 5em;
    object-fit: cover;
    border-radius: 50%;
  }
`;
