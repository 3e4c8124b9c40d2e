// The employment calls' JSON (docs/employment.md "Answers"): jobs by positionId (their sign), companies by
// companyId, codes with their names beside them, times in ISO 8601.
#pragma once

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "employment/application_service.h"
#include "employment/enterprise_service.h"
#include "employment/mail_sender.h"
#include "employment/service.h"
#include "employment/statistics_service.h"

namespace xj::employment {

boost::json::object job_card_json(const JobCard& job);
boost::json::array job_cards_json(const std::vector<JobCard>& jobs);
boost::json::object paged_jobs_json(const Paged<JobCard>& page);
boost::json::object seeker_job_json(const SeekerJob& job);
boost::json::object paged_seeker_jobs_json(const Paged<SeekerJob>& page);
boost::json::object recommended_json(const RecommendedPage& page);
boost::json::object job_page_json(const JobPage& page);
boost::json::object job_json(const Job& job);  // the enterprise's editor
boost::json::object company_json(const Company& company, bool owner);
boost::json::array companies_json(const std::vector<Company>& companies);
boost::json::object paged_companies_json(const Paged<Company>& page);
boost::json::array banners_json(const std::vector<Banner>& banners);
boost::json::array promote_courses_json(const std::vector<PromotedCourse>& courses);
boost::json::array intended_json(const std::vector<IntendedPosition>& intentions);
boost::json::object seeker_info_json(const SeekerInfo& info);
boost::json::object application_json(const ApplicationView& view, bool enterprise);
boost::json::object paged_applications_json(const Paged<ApplicationView>& page, bool enterprise);
boost::json::object posted_jobs_json(const Paged<PostedJob>& page);
boost::json::object send_all_json(const SendAllResult& result);
boost::json::object school_stats_json(const SchoolStats& stats);
boost::json::array outbox_json(const std::vector<OutboxMail>& mails);
// The fixed choices of the board's filters and the enterprise's forms.
boost::json::object options_json();

}  // namespace xj::employment
