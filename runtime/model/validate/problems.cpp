#include "model/validate/problems.h"

#include <filesystem>
#include <map>
#include <utility>

#include "model/references/external_references.h"
#include "model/validate/validate.h"
#include "model/validate/validate_nav_reach.h"
#include "model/validate/validate_no_ops.h"

namespace sw {

namespace {

Problems assemble(const Project& project) {
  std::vector<BrokenReference> broken = findBrokenReferences(project);
  Problems out;
  // A check that names the same place as a broken reference says it more precisely
  // ("spawn 'a' follows 'b', which is not a path"): one problem, with its words.
  std::map<std::pair<std::string, std::string>, std::size_t> referenceAt;
  for (BrokenReference& r : broken) {
    Problem p;
    p.file = r.file;
    p.where = r.where;
    p.message = r.toError().message;
    if (r.kind == BrokenReferenceKind::ObjectReference) {
      p.message = r.problem;
      referenceAt.emplace(std::make_pair(r.file, r.where), out.size());
    }
    p.reference = std::move(r);
    out.push_back(std::move(p));
  }
  for (Error& e : otherProjectErrors(project)) {
    if (auto it = referenceAt.find({e.file, e.where}); it != referenceAt.end()) {
      Problem& merged = out[it->second];
      merged.message = e.message;
      merged.reference->problem = e.message;
      referenceAt.erase(it);  // a second check at the same place is a problem of its own
      continue;
    }
    out.push_back({ProblemSeverity::Error, std::move(e.file), std::move(e.where), std::move(e.message), {}});
  }
  Errors warnings;
  findSilentNoOps(project, warnings);
  for (const auto& level : project.levels)
    findNavGraphWarnings(project, *level, (std::filesystem::path(project.directory) / level->file).string(), warnings);
  for (Error& w : warnings)
    out.push_back(
        {ProblemSeverity::Warning, std::move(w.file), std::move(w.where), std::move(w.message), {}});
  for (Error& n : findExternalReferences(project))
    out.push_back({ProblemSeverity::Note, std::move(n.file), std::move(n.where), std::move(n.message), {}});
  return out;
}

}  // namespace

Problems projectProblems(const Project& project) { return assemble(project); }

std::vector<BrokenReference> brokenReferencesOf(const Problems& problems) {
  std::vector<BrokenReference> out;
  for (const Problem& p : problems)
    if (p.reference) out.push_back(*p.reference);
  return out;
}

Errors problemsOfSeverity(const Problems& problems, ProblemSeverity severity) {
  Errors out;
  for (const Problem& p : problems)
    if (p.severity == severity) out.push_back(p.toError());
  return out;
}

}  // namespace sw
