import { Avatar } from 'primereact/avatar';
import { useContractPhoto } from '../api/employees.queries.ts';

function initials(fullName: string): string {
  const parts = fullName.split(' ').filter(Boolean);
  return `${parts[0]?.[0] ?? ''}${parts.length > 2 ? (parts[2]?.[0] ?? '') : (parts[1]?.[0] ?? '')}`.toUpperCase();
}

/** The employee's photo, or their initials when there is none (spec 01 §2.6 Foto column). */
export function EmployeePhoto({
  contractId,
  hasPhoto,
  fullName,
  size = 'normal',
}: {
  contractId: number;
  hasPhoto: boolean;
  fullName: string;
  size?: 'normal' | 'large' | 'xlarge';
}) {
  const photo = useContractPhoto(contractId, hasPhoto);
  if (hasPhoto && photo.data) {
    return <Avatar image={photo.data} imageAlt={`Foto de ${fullName}`} shape="circle" size={size} />;
  }
  return (
    <Avatar
      label={initials(fullName)}
      shape="circle"
      size={size}
      className="employee-photo--initials"
      aria-label={`Sin foto: ${fullName}`}
    />
  );
}
