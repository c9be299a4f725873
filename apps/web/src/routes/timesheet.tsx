import { useNavigate, useSearchParams } from 'react-router';
import { parseTimesheetSearch, TimesheetPage, timesheetSearchString } from '@atrium/features';

/**
 * /main/timesheet — the Timesheet area (manage Timesheet): the person's week and the weeks they
 * approve. The tab, the week, the approvals' filters and page and an opened review live in the
 * query string, so a notification's link (`?review={id}` or `?week=…`) opens the right view.
 */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <TimesheetPage
      view={parseTimesheetSearch(params)}
      onViewChange={(view) => void navigate({ search: timesheetSearchString(view) })}
      reviewHref={(id) => `/main/timesheet?review=${id}`}
    />
  );
}
