import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { useState } from 'react';

/*
 * PrimeReact's markup and classes without its run time, for what /Login draws on its first load
 * (decision 0325): the theme's CSS styles them exactly as the PrimeReact components, and the
 * ~45 KB of PrimeReact's JavaScript wait for the screens that need it. Each copies what PrimeReact
 * 10 renders for the props the sign-in page uses (classes, roles, aria attributes, icons).
 */

const cx = (...parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join(' ');

const INFO_CIRCLE_PATH =
  'M3.11101 12.8203C4.26215 13.5895 5.61553 14 7 14C8.85652 14 10.637 13.2625 11.9497 11.9497C13.2625 10.637 14 8.85652 14 7C14 5.61553 13.5895 4.26215 12.8203 3.11101C12.0511 1.95987 10.9579 1.06266 9.67879 0.532846C8.3997 0.00303296 6.99224 -0.13559 5.63437 0.134506C4.2765 0.404603 3.02922 1.07129 2.05026 2.05026C1.07129 3.02922 0.404603 4.2765 0.134506 5.63437C-0.13559 6.99224 0.00303296 8.3997 0.532846 9.67879C1.06266 10.9579 1.95987 12.0511 3.11101 12.8203ZM3.75918 2.14976C4.71846 1.50879 5.84628 1.16667 7 1.16667C8.5471 1.16667 10.0308 1.78125 11.1248 2.87521C12.2188 3.96918 12.8333 5.45291 12.8333 7C12.8333 8.15373 12.4912 9.28154 11.8502 10.2408C11.2093 11.2001 10.2982 11.9478 9.23232 12.3893C8.16642 12.8308 6.99353 12.9463 5.86198 12.7212C4.73042 12.4962 3.69102 11.9406 2.87521 11.1248C2.05941 10.309 1.50384 9.26958 1.27876 8.13803C1.05367 7.00647 1.16919 5.83358 1.61071 4.76768C2.05222 3.70178 2.79989 2.79074 3.75918 2.14976ZM7.00002 4.8611C6.84594 4.85908 6.69873 4.79698 6.58977 4.68801C6.48081 4.57905 6.4187 4.43185 6.41669 4.27776V3.88888C6.41669 3.73417 6.47815 3.58579 6.58754 3.4764C6.69694 3.367 6.84531 3.30554 7.00002 3.30554C7.15473 3.30554 7.3031 3.367 7.4125 3.4764C7.52189 3.58579 7.58335 3.73417 7.58335 3.88888V4.27776C7.58134 4.43185 7.51923 4.57905 7.41027 4.68801C7.30131 4.79698 7.1541 4.85908 7.00002 4.8611ZM7.00002 10.6945C6.84594 10.6925 6.69873 10.6304 6.58977 10.5214C6.48081 10.4124 6.4187 10.2652 6.41669 10.1111V6.22225C6.41669 6.06754 6.47815 5.91917 6.58754 5.80977C6.69694 5.70037 6.84531 5.63892 7.00002 5.63892C7.15473 5.63892 7.3031 5.70037 7.4125 5.80977C7.52189 5.91917 7.58335 6.06754 7.58335 6.22225V10.1111C7.58134 10.2652 7.51923 10.4124 7.41027 10.5214C7.30131 10.6304 7.1541 10.6925 7.00002 10.6945Z';
const EYE_PATH =
  'M0.0535499 7.25213C0.208567 7.59162 2.40413 12.4 7 12.4C11.5959 12.4 13.7914 7.59162 13.9465 7.25213C13.9487 7.2471 13.9506 7.24304 13.952 7.24001C13.9837 7.16396 14 7.08239 14 7.00001C14 6.91762 13.9837 6.83605 13.952 6.76001C13.9506 6.75697 13.9487 6.75292 13.9465 6.74788C13.7914 6.4084 11.5959 1.60001 7 1.60001C2.40413 1.60001 0.208567 6.40839 0.0535499 6.74788C0.0512519 6.75292 0.0494023 6.75697 0.048 6.76001C0.0163137 6.83605 0 6.91762 0 7.00001C0 7.08239 0.0163137 7.16396 0.048 7.24001C0.0494023 7.24304 0.0512519 7.2471 0.0535499 7.25213ZM7 11.2C3.664 11.2 1.736 7.92001 1.264 7.00001C1.736 6.08001 3.664 2.80001 7 2.80001C10.336 2.80001 12.264 6.08001 12.736 7.00001C12.264 7.92001 10.336 11.2 7 11.2ZM5.55551 9.16182C5.98308 9.44751 6.48576 9.6 7 9.6C7.68891 9.59789 8.349 9.32328 8.83614 8.83614C9.32328 8.349 9.59789 7.68891 9.59999 7C9.59999 6.48576 9.44751 5.98308 9.16182 5.55551C8.87612 5.12794 8.47006 4.7947 7.99497 4.59791C7.51988 4.40112 6.99711 4.34963 6.49276 4.44995C5.98841 4.55027 5.52513 4.7979 5.16152 5.16152C4.7979 5.52513 4.55027 5.98841 4.44995 6.49276C4.34963 6.99711 4.40112 7.51988 4.59791 7.99497C4.7947 8.47006 5.12794 8.87612 5.55551 9.16182ZM6.2222 5.83594C6.45243 5.6821 6.7231 5.6 7 5.6C7.37065 5.6021 7.72553 5.75027 7.98762 6.01237C8.24972 6.27446 8.39789 6.62934 8.4 7C8.4 7.27689 8.31789 7.54756 8.16405 7.77779C8.01022 8.00802 7.79157 8.18746 7.53575 8.29343C7.27994 8.39939 6.99844 8.42711 6.72687 8.37309C6.4553 8.31908 6.20584 8.18574 6.01005 7.98994C5.81425 7.79415 5.68091 7.54469 5.6269 7.27312C5.57288 7.00155 5.6006 6.72006 5.70656 6.46424C5.81253 6.20842 5.99197 5.98977 6.2222 5.83594Z';
const EYE_SLASH_PATH =
  'M13.9414 6.74792C13.9437 6.75295 13.9455 6.757 13.9469 6.76003C13.982 6.8394 14.0001 6.9252 14.0001 7.01195C14.0001 7.0987 13.982 7.1845 13.9469 7.26386C13.6004 8.00059 13.1711 8.69549 12.6674 9.33515C12.6115 9.4071 12.54 9.46538 12.4582 9.50556C12.3765 9.54574 12.2866 9.56678 12.1955 9.56707C12.0834 9.56671 11.9737 9.53496 11.8788 9.47541C11.7838 9.41586 11.7074 9.3309 11.6583 9.23015C11.6092 9.12941 11.5893 9.01691 11.6008 8.90543C11.6124 8.79394 11.6549 8.68793 11.7237 8.5994C12.1065 8.09726 12.4437 7.56199 12.7313 6.99995C12.2595 6.08027 10.3402 2.8014 6.99732 2.8014C6.63723 2.80218 6.27816 2.83969 5.92569 2.91336C5.77666 2.93304 5.62568 2.89606 5.50263 2.80972C5.37958 2.72337 5.29344 2.59398 5.26125 2.44714C5.22907 2.30031 5.2532 2.14674 5.32885 2.01685C5.40451 1.88696 5.52618 1.79021 5.66978 1.74576C6.10574 1.64961 6.55089 1.60134 6.99732 1.60181C11.5916 1.60181 13.7864 6.40856 13.9414 6.74792ZM2.20333 1.61685C2.35871 1.61411 2.5091 1.67179 2.6228 1.77774L12.2195 11.3744C12.3318 11.4869 12.3949 11.6393 12.3949 11.7983C12.3949 11.9572 12.3318 12.1097 12.2195 12.2221C12.107 12.3345 11.9546 12.3976 11.7956 12.3976C11.6367 12.3976 11.4842 12.3345 11.3718 12.2221L10.5081 11.3584C9.46549 12.0426 8.24432 12.4042 6.99729 12.3981C2.403 12.3981 0.208197 7.59135 0.0532336 7.25198C0.0509364 7.24694 0.0490875 7.2429 0.0476856 7.23986C0.0162332 7.16518 3.05176e-05 7.08497 3.05176e-05 7.00394C3.05176e-05 6.92291 0.0162332 6.8427 0.0476856 6.76802C0.631261 5.47831 1.46902 4.31959 2.51084 3.36119L1.77509 2.62545C1.66914 2.51175 1.61146 2.36136 1.61421 2.20597C1.61695 2.05059 1.6799 1.90233 1.78979 1.79244C1.89968 1.68254 2.04794 1.6196 2.20333 1.61685ZM7.45314 8.35147L5.68574 6.57609V6.5361C5.5872 6.78938 5.56498 7.06597 5.62183 7.33173C5.67868 7.59749 5.8121 7.84078 6.00563 8.03158C6.19567 8.21043 6.43052 8.33458 6.68533 8.39089C6.94014 8.44721 7.20543 8.43359 7.45314 8.35147ZM1.26327 6.99994C1.7351 7.91163 3.64645 11.1985 6.99729 11.1985C7.9267 11.2048 8.8408 10.9618 9.64438 10.4947L8.35682 9.20718C7.86027 9.51441 7.27449 9.64491 6.69448 9.57752C6.11446 9.51014 5.57421 9.24881 5.16131 8.83592C4.74842 8.42303 4.4871 7.88277 4.41971 7.30276C4.35232 6.72274 4.48282 6.13697 4.79005 5.64041L3.35855 4.2089C2.4954 5.00336 1.78523 5.94935 1.26327 6.99994Z';
const SPINNER_PATH =
  'M6.99701 14C5.85441 13.999 4.72939 13.7186 3.72012 13.1832C2.71084 12.6478 1.84795 11.8737 1.20673 10.9284C0.565504 9.98305 0.165424 8.89526 0.041387 7.75989C-0.0826496 6.62453 0.073125 5.47607 0.495122 4.4147C0.917119 3.35333 1.59252 2.4113 2.46241 1.67077C3.33229 0.930247 4.37024 0.413729 5.4857 0.166275C6.60117 -0.0811796 7.76026 -0.0520535 8.86188 0.251112C9.9635 0.554278 10.9742 1.12227 11.8057 1.90555C11.915 2.01493 11.9764 2.16319 11.9764 2.31778C11.9764 2.47236 11.915 2.62062 11.8057 2.73C11.7521 2.78503 11.688 2.82877 11.6171 2.85864C11.5463 2.8885 11.4702 2.90389 11.3933 2.90389C11.3165 2.90389 11.2404 2.8885 11.1695 2.85864C11.0987 2.82877 11.0346 2.78503 10.9809 2.73C9.9998 1.81273 8.73246 1.26138 7.39226 1.16876C6.05206 1.07615 4.72086 1.44794 3.62279 2.22152C2.52471 2.99511 1.72683 4.12325 1.36345 5.41602C1.00008 6.70879 1.09342 8.08723 1.62775 9.31926C2.16209 10.5513 3.10478 11.5617 4.29713 12.1803C5.48947 12.7989 6.85865 12.988 8.17414 12.7157C9.48963 12.4435 10.6711 11.7264 11.5196 10.6854C12.3681 9.64432 12.8319 8.34282 12.8328 7C12.8328 6.84529 12.8943 6.69692 13.0038 6.58752C13.1132 6.47812 13.2616 6.41667 13.4164 6.41667C13.5712 6.41667 13.7196 6.47812 13.8291 6.58752C13.9385 6.69692 14 6.84529 14 7C14 8.85651 13.2622 10.637 11.9489 11.9497C10.6356 13.2625 8.85432 14 6.99701 14Z';

function Icon({
  path,
  className,
  evenOdd = true,
  ...rest
}: { path: string; className: string; evenOdd?: boolean } & ComponentProps<'svg'>) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: PrimeReact's icons, copied: decorative, or named by aria-label where they act (the eye switch).
    <svg
      width="14"
      height="14"
      viewBox="0 0 14 14"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      className={`p-icon ${className}`}
      {...rest}
    >
      {evenOdd ? (
        <path fillRule="evenodd" clipRule="evenodd" d={path} fill="currentColor" />
      ) : (
        <path d={path} fill="currentColor" />
      )}
    </svg>
  );
}

/** PrimeReact's InputText. */
export function PlainInput({
  invalid = false,
  className,
  value,
  ...props
}: ComponentProps<'input'> & { invalid?: boolean; value: string }) {
  return (
    <input
      {...props}
      value={value}
      className={cx(className, 'p-inputtext p-component', value !== '' && 'p-filled', invalid && 'p-invalid')}
      data-pc-name="inputtext"
      data-pc-section="root"
    />
  );
}

/** PrimeReact's Password with `feedback={false}` and `toggleMask`, its eye switch in Spanish. */
export function PlainPassword({
  inputId,
  value,
  onChange,
  invalid = false,
  autoComplete,
  className,
  inputClassName,
}: {
  inputId: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  invalid?: boolean;
  autoComplete?: string;
  className?: string;
  inputClassName?: string;
}) {
  const [unmasked, setUnmasked] = useState(false);
  const toggle = () => setUnmasked((previous) => !previous);
  const filled = value !== '';
  return (
    <div
      className={cx(
        className,
        'p-password p-component p-inputwrapper',
        filled && 'p-inputwrapper-filled',
        'p-input-icon-right',
      )}
      data-pc-name="password"
      data-pc-section="root"
    >
      <div className="p-icon-field p-icon-field-right" data-pc-name="iconfield" data-pc-section="root">
        <input
          id={inputId}
          type={unmasked ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          onChange={onChange}
          tabIndex={0}
          className={cx(
            inputClassName,
            'p-password-input p-inputtext p-component',
            filled && 'p-filled',
            invalid && 'p-invalid',
          )}
          data-pc-section="root"
          data-pc-name="inputtext"
        />
        <span className="p-input-icon" data-pc-name="inputicon" data-pc-section="root">
          <Icon
            path={unmasked ? EYE_SLASH_PATH : EYE_PATH}
            className={unmasked ? 'p-password-hide-icon' : 'p-password-show-icon'}
            role="switch"
            tabIndex={0}
            aria-label={unmasked ? 'Ocultar contraseña' : 'Mostrar contraseña'}
            aria-checked={unmasked ? 'false' : 'true'}
            data-pc-section={unmasked ? 'hideicon' : 'showicon'}
            onClick={toggle}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.code === 'Space') {
                toggle();
                event.preventDefault();
              }
            }}
          />
        </span>
      </div>
    </div>
  );
}

/** PrimeReact's Button: a label with an optional icon, the link look, or an icon-only round text button. */
export function PlainButton({
  label,
  icon,
  loading = false,
  disabled = false,
  link = false,
  iconOnly = false,
  className,
  ...props
}: Omit<ComponentProps<'button'>, 'children'> & {
  label?: string;
  icon?: string;
  loading?: boolean;
  link?: boolean;
  /** `rounded text severity="info"` with no label: the help-video button. */
  iconOnly?: boolean;
}) {
  return (
    <button
      aria-label={label}
      {...props}
      className={cx(
        className,
        'p-button p-component',
        iconOnly && 'p-button-icon-only p-button-text p-button-rounded p-button-info',
        link && 'p-button-link',
        (disabled || loading) && 'p-disabled',
        loading && 'p-button-loading p-button-loading-left',
      )}
      disabled={disabled || loading}
      data-pc-name="button"
      data-pc-section="root"
    >
      {loading ? (
        <Icon
          path={SPINNER_PATH}
          evenOdd={false}
          className="p-icon-spin p-button-icon p-c p-button-icon-left p-button-loading-icon p-button-loading-icon"
          data-pc-section="loadingicon"
        />
      ) : (
        icon && (
          <span
            className={cx('p-button-icon p-c', label && 'p-button-icon-left', icon)}
            data-pc-section="icon"
          />
        )
      )}
      <span className="p-button-label p-c" data-pc-section="label">
        {label ?? '\u00a0'}
      </span>
    </button>
  );
}

/** PrimeReact's inline Message: an info text with its icon, or any content. */
export function PlainMessage({
  severity,
  className,
  ...body
}: { severity: 'info' | 'warn'; className?: string } & (
  | { text: string; content?: never }
  | { content: ReactNode; text?: never }
)) {
  return (
    <div
      className={cx(className, 'p-inline-message p-component', `p-inline-message-${severity}`)}
      role="alert"
      aria-live="polite"
      aria-atomic="true"
      data-pc-name="message"
      data-pc-section="root"
    >
      {body.content ?? (
        <>
          {severity === 'info' && (
            <Icon path={INFO_CIRCLE_PATH} className="p-inline-message-icon" data-pc-section="icon" />
          )}
          <span className="p-inline-message-text" data-pc-section="text">
            {body.text}
          </span>
        </>
      )}
    </div>
  );
}
