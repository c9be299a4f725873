import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  CalendarPage,
  calendarSearchString,
  parseCalendarSearch,
  parseWorkdaysSearch,
  WorkdaysPage,
  workdaysSearchString,
} from '@atrium/features';
import { useBack } from './useBack.ts';

const WORKDAYS_PATH = '/main/calendar';
const calendarHref = (id: string) => `${WORKDAYS_PATH}/${id}`;

/**
 * /main/calendar and /main/calendar/{id} — Workdays (manage Calendar). The list's search and
 * order, and a calendar's tab and holidays' year, live in the query string, so Back returns to
 * the same view. (/main/calendar/days-off is Days off: a static path, so it wins over `:id`.)
 */
export function Component() {
  const navigate = useNavigate();
  const { id } = useParams();
  const [params] = useSearchParams();
  const back = useBack(WORKDAYS_PATH);
  if (id) {
    return (
      <CalendarPage
        calendarId={id}
        view={parseCalendarSearch(params)}
        onViewChange={(view) =>
          void navigate({ search: calendarSearchString(view) }, { replace: true })
        }
        listHref={WORKDAYS_PATH}
        onOpenList={back}
      />
    );
  }
  return (
    <WorkdaysPage
      view={parseWorkdaysSearch(params)}
      onViewChange={(view) => void navigate({ search: workdaysSearchString(view) })}
      calendarHref={calendarHref}
      onOpenCalendar={(calendarId) => void navigate(calendarHref(calendarId))}
    />
  );
}
