import { useNavigate, useSearchParams } from 'react-router';
import { DaysOffPage, daysOffSearchString, parseDaysOffSearch } from '@atrium/features';

/**
 * /main/calendar/days-off — manage Calendar: leave requests, the team calendar, types of leave,
 * balances and holidays. The tab, filters, page and month live in the query string, so a view
 * can be shared and reloaded.
 */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <DaysOffPage
      view={parseDaysOffSearch(params)}
      onViewChange={(view) => void navigate({ search: daysOffSearchString(view) })}
    />
  );
}
