import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/** The card's id: /settings#team scrolls to it. */
export const TEAM_SECTION_ID = 'team';

/** The settings card titled "Team", whatever it shows. */
export function TeamCard({ description, children }: { description: ReactNode; children: ReactNode }) {
  return (
    <Card id={TEAM_SECTION_ID} role="region" aria-labelledby={`${TEAM_SECTION_ID}-title`} className="scroll-mt-20">
      <CardHeader>
        <CardTitle id={`${TEAM_SECTION_ID}-title`}>Team</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
