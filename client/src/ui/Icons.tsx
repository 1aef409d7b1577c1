import type { ReactNode } from 'react';

/** Decorative line icons (24 × 24, currentColor), hidden from assistive technology. */
interface IconProps {
  size?: number;
  className?: string;
  /** In viewBox units (24 wide): thinner for large icons. */
  strokeWidth?: number;
}

function Svg({ size = 24, className, strokeWidth = 2, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={['icon', className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function SnowflakeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 2v20M4.9 6.5l14.2 11M4.9 17.5l14.2-11M9.5 3.5 12 6l2.5-2.5M9.5 20.5 12 18l2.5 2.5M3 9.8l3.4.9-.9 3.4M21 14.2l-3.4-.9.9-3.4M3 14.2l3.4-.9-.9-3.4M21 9.8l-3.4.9.9 3.4" />
    </Svg>
  );
}

export function TentIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 3 2 20h20L12 3zM12 3v17M8 20l4-7 4 7M12 3l-1.5-1M12 3l1.5-1" />
    </Svg>
  );
}

export function TruckIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M2 6h11v10H2zM13 9h4.5L21 12.5V16h-8zM6.5 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z" />
    </Svg>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 12.5 9.5 18 20 6" />
    </Svg>
  );
}

export function BoltIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8z" />
    </Svg>
  );
}

export function LockIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4" />
    </Svg>
  );
}

export function CalendarIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 5h16v16H4zM4 10h16M8 3v4M16 3v4" />
    </Svg>
  );
}

export function ShieldIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3zM8.5 12l2.5 2.5 4.5-5" />
    </Svg>
  );
}

export function MapPinIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" />
    </Svg>
  );
}

export function ReceiptIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 2h12v20l-3-2-3 2-3-2-3 2V2zM9 7h6M9 11h6M9 15h4" />
    </Svg>
  );
}
