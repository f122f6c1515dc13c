// A file browser dialog for open and save (Debian's Dear ImGui has none): folders, filters, path.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace hfg {

struct DirectoryEntry {
  std::string name;
  bool directory = false;
  std::uintmax_t sizeBytes = 0;
};

/// Lists `dir`: folders first, then files whose extension is one of `extensions` (".json"; empty
/// = every file), each group sorted by name; hidden entries (".name") are left out. On failure
/// returns nothing and sets `error` to "<dir>: <reason>".
std::vector<DirectoryEntry> listDirectory(const std::filesystem::path& dir,
                                          const std::vector<std::string>& extensions,
                                          std::string& error);

/// The dialog's state and drawing. `begin` opens it; `draw` each frame returns the chosen path
/// once, when the user confirms.
class FileBrowser {
 public:
  enum class Mode { Open, Save };

  void begin(Mode mode, std::string title, const std::filesystem::path& folder,
             std::vector<std::string> extensions, std::string fileName = {});
  bool isOpen() const { return m_open; }
  std::optional<std::filesystem::path> draw();

  // The parts the dialog uses, public so tests can drive them without a window.
  const std::filesystem::path& folder() const { return m_folder; }
  const std::vector<DirectoryEntry>& entries() const { return m_entries; }
  const std::string& error() const { return m_error; }
  const std::string& fileName() const { return m_fileName; }
  /// Shows another folder (re-reads it).
  void enterFolder(const std::filesystem::path& folder);
  /// Clicking an entry: a folder is entered, a file name goes into the name field.
  void choose(const DirectoryEntry& entry);
  /// What confirming gives now: the folder joined with the name field (an absolute or relative
  /// path typed there is taken as is), with the first filter's extension added when saving a
  /// name without one; nothing when the name is empty or, when opening, not an existing file.
  std::optional<std::filesystem::path> confirmPath();
  void close() { m_open = false; }

 private:
  Mode m_mode = Mode::Open;
  std::string m_title;
  std::filesystem::path m_folder;
  std::vector<std::string> m_extensions;
  bool m_allFiles = false;
  std::vector<DirectoryEntry> m_entries;
  std::string m_error;
  std::string m_fileName;
  std::string m_folderInput;
  bool m_open = false;
  bool m_popupPending = false;
};

}  // namespace hfg
