// Directory listing with std::filesystem and the modal browser drawn over it.
#include "editor/shell/file_browser.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cstdio>
#include <system_error>

namespace hfg {
namespace {

constexpr const char* kPopupId = "##file-browser";

bool matches(const std::filesystem::path& file, const std::vector<std::string>& extensions) {
  if (extensions.empty()) return true;
  const std::string ext = file.extension().string();
  return std::find(extensions.begin(), extensions.end(), ext) != extensions.end();
}

std::string sizeText(std::uintmax_t bytes) {
  char text[32];
  if (bytes < 1024)
    std::snprintf(text, sizeof text, "%ju B", bytes);
  else if (bytes < 1024 * 1024)
    std::snprintf(text, sizeof text, "%.1f KB", static_cast<double>(bytes) / 1024.0);
  else
    std::snprintf(text, sizeof text, "%.1f MB", static_cast<double>(bytes) / (1024.0 * 1024.0));
  return text;
}

}  // namespace

std::vector<DirectoryEntry> listDirectory(const std::filesystem::path& dir,
                                          const std::vector<std::string>& extensions,
                                          std::string& error) {
  error.clear();
  std::vector<DirectoryEntry> folders, files;
  std::error_code ec;
  std::filesystem::directory_iterator it(
      dir, std::filesystem::directory_options::skip_permission_denied, ec);
  if (ec) {
    error = dir.string() + ": " + ec.message();
    return {};
  }
  for (; it != std::filesystem::directory_iterator(); it.increment(ec)) {
    if (ec) {
      error = dir.string() + ": " + ec.message();
      break;
    }
    const std::string name = it->path().filename().string();
    if (name.empty() || name[0] == '.') continue;
    std::error_code typeError;
    if (it->is_directory(typeError)) {
      folders.push_back({name, true, 0});
    } else if (matches(it->path(), extensions)) {
      std::error_code sizeError;
      const auto size = it->file_size(sizeError);
      files.push_back({name, false, sizeError ? 0 : size});
    }
  }
  auto byName = [](const DirectoryEntry& a, const DirectoryEntry& b) { return a.name < b.name; };
  std::sort(folders.begin(), folders.end(), byName);
  std::sort(files.begin(), files.end(), byName);
  folders.insert(folders.end(), files.begin(), files.end());
  return folders;
}

void FileBrowser::begin(Mode mode, std::string title, const std::filesystem::path& folder,
                        std::vector<std::string> extensions, std::string fileName) {
  m_mode = mode;
  m_title = std::move(title);
  m_extensions = std::move(extensions);
  m_allFiles = false;
  m_fileName = std::move(fileName);
  m_open = true;
  m_popupPending = true;
  std::error_code ec;
  enterFolder(folder.empty() ? std::filesystem::current_path(ec) : folder);
}

void FileBrowser::enterFolder(const std::filesystem::path& folder) {
  std::error_code ec;
  std::filesystem::path absolute = std::filesystem::absolute(folder, ec);
  m_folder = (ec ? folder : absolute).lexically_normal();
  if (m_folder.has_filename() == false && m_folder != m_folder.root_path())
    m_folder = m_folder.parent_path();
  m_folderInput = m_folder.string();
  m_entries =
      listDirectory(m_folder, m_allFiles ? std::vector<std::string>{} : m_extensions, m_error);
}

void FileBrowser::choose(const DirectoryEntry& entry) {
  if (entry.directory)
    enterFolder(m_folder / entry.name);
  else
    m_fileName = entry.name;
}

std::optional<std::filesystem::path> FileBrowser::confirmPath() {
  if (m_fileName.empty()) return std::nullopt;
  std::filesystem::path name(m_fileName);
  std::filesystem::path path = name.is_absolute() ? name : m_folder / name;
  std::error_code ec;
  if (m_mode == Mode::Save) {
    if (!path.has_extension() && !m_extensions.empty()) path += m_extensions.front();
    if (std::filesystem::is_directory(path, ec)) return std::nullopt;
    return path;
  }
  if (!std::filesystem::is_regular_file(path, ec)) {
    m_error = path.string() + ": no such file";
    return std::nullopt;
  }
  return path;
}

std::optional<std::filesystem::path> FileBrowser::draw() {
  if (!m_open) return std::nullopt;
  const std::string id = m_title + kPopupId;
  if (m_popupPending) {
    ImGui::OpenPopup(id.c_str());
    m_popupPending = false;
  }
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowSize({viewport->WorkSize.x * 0.55f, viewport->WorkSize.y * 0.6f},
                           ImGuiCond_Appearing);
  ImGui::SetNextWindowPos(viewport->GetCenter(), ImGuiCond_Appearing, {0.5f, 0.5f});
  std::optional<std::filesystem::path> chosen;
  if (!ImGui::BeginPopupModal(id.c_str(), &m_open)) return std::nullopt;

  if (ImGui::Button("Up")) enterFolder(m_folder.parent_path());
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Go to the parent folder");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(-1);
  if (ImGui::InputText("##folder", &m_folderInput, ImGuiInputTextFlags_EnterReturnsTrue))
    enterFolder(m_folderInput);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Type a folder and press Enter");

  const float footer = ImGui::GetFrameHeightWithSpacing() * 2 + ImGui::GetStyle().ItemSpacing.y;
  if (ImGui::BeginChild("##entries", {0, -footer}, true)) {
    if (!m_error.empty()) ImGui::TextColored({1, 0.5f, 0.4f, 1}, "%s", m_error.c_str());
    const std::vector<DirectoryEntry> entries = m_entries;  // choose() may re-list
    for (const auto& entry : entries) {
      const std::string label = (entry.directory ? "[dir]  " : "       ") + entry.name;
      const bool selected = !entry.directory && entry.name == m_fileName;
      if (ImGui::Selectable(label.c_str(), selected, ImGuiSelectableFlags_AllowDoubleClick)) {
        choose(entry);
        if (!entry.directory && ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left))
          chosen = confirmPath();
      }
      if (!entry.directory) {
        ImGui::SameLine(ImGui::GetWindowWidth() - ImGui::GetFontSize() * 6);
        ImGui::TextDisabled("%s", sizeText(entry.sizeBytes).c_str());
      }
    }
    if (entries.empty() && m_error.empty()) ImGui::TextDisabled("(no matching files)");
  }
  ImGui::EndChild();

  ImGui::TextUnformatted("File name:");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - ImGui::GetFontSize() * 10);
  const bool entered =
      ImGui::InputText("##name", &m_fileName, ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::SameLine();
  std::string filter = "All files";
  if (!m_extensions.empty()) {
    filter.clear();
    for (const auto& e : m_extensions) filter += (filter.empty() ? "*" : ", *") + e;
  }
  if (ImGui::Checkbox("All files", &m_allFiles)) enterFolder(m_folder);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Show every file, not only %s", filter.c_str());
  const char* action = m_mode == Mode::Open ? "Open" : "Save";
  if (ImGui::Button(action) || entered) chosen = confirmPath();
  ImGui::SameLine();
  if (ImGui::Button("Cancel") || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)))
    m_open = false;
  ImGui::SameLine();
  ImGui::TextDisabled("%s", filter.c_str());
  if (chosen) m_open = false;
  if (!m_open) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
  return chosen;
}

}  // namespace hfg
