#pragma once
// The projects File > New Project and `scrollwork-cli new` start from. One place for both,
// so the editor and the command line make byte-identical projects.
//
//   empty    one empty level, nothing else
//   shooter  a level that plays at once: a chain of tiles with camera points and collision,
//            two paths, an enemy type whose behaviour fires, and a formation spawned on each.
//            Its meshes are simple boxes written as OBJ text by this code: no binary assets.
//   platformer  a free room that plays at once (platformer_template.cpp): two characters,
//            slopes, a hill, one-way platforms and a lift on a path.
#include <memory>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/file_transaction.h"
#include "model/project/project.h"

namespace sw {

struct ProjectTemplate {
  std::string id;           // "empty", "shooter": what --template takes
  std::string title;        // English; the editor shows its own translated words
  std::string description;  // one sentence, English
};

// In the order a user should see them; the first is the default.
const std::vector<ProjectTemplate>& projectTemplates();
const ProjectTemplate* findProjectTemplate(const std::string& id);

// What a template makes: the project (directory unset) and the asset files it needs,
// with paths relative to the project folder.
struct TemplateContent {
  std::unique_ptr<Project> project;
  std::vector<FileWrite> assets;  // relative paths, e.g. "meshes/straight.obj"
};
// nullopt-like: an Error naming the template when `id` is unknown.
Result<TemplateContent> makeTemplateContent(const std::string& id, const std::string& projectName);

// Creates `folder` (parents too) and writes the template's project into it, all or nothing.
// Refuses a folder that exists and is not empty, so nothing a user made is overwritten.
// An empty `projectName` takes the folder's name. Returns the absolute project folder.
Result<std::string> createProjectFromTemplate(const std::string& folder, const std::string& templateId,
                                              const std::string& projectName);

}  // namespace sw
