// POSIX implementation of the atomic writer and the bounded reader.
#include "core/io/atomic_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <system_error>
#include <vector>

#include "core/io/load_error.h"

namespace hfg {
namespace {

std::string errnoText(int error) { return std::generic_category().message(error); }

std::string sizeText(std::uint64_t bytes) {
  if (bytes % (1ull << 20) == 0) return std::to_string(bytes >> 20) + " MiB";
  return std::to_string(bytes) + " bytes";
}

/// Closes a descriptor when it goes out of scope.
class FileDescriptor {
 public:
  explicit FileDescriptor(int fd) : m_fd(fd) {}
  ~FileDescriptor() { reset(); }
  FileDescriptor(const FileDescriptor&) = delete;
  FileDescriptor& operator=(const FileDescriptor&) = delete;
  int get() const { return m_fd; }
  void adopt(int fd) {
    reset();
    m_fd = fd;
  }
  /// Closes now and reports whether close succeeded (it can report delayed write errors).
  bool reset() {
    if (m_fd < 0) return true;
    int result = ::close(m_fd);
    m_fd = -1;
    return result == 0;
  }

 private:
  int m_fd;
};

void writeAll(int fd, std::string_view bytes, const std::filesystem::path& file) {
  while (!bytes.empty()) {
    ssize_t written = ::write(fd, bytes.data(), bytes.size());
    if (written < 0) {
      if (errno == EINTR) continue;
      throw SaveError(file, "writing the temporary file failed: " + errnoText(errno));
    }
    bytes.remove_prefix(static_cast<std::size_t>(written));
  }
}

/// Makes the rename itself durable; failure here is not fatal because the data is in place.
void syncFolder(const std::filesystem::path& folder) {
  FileDescriptor dir(::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  if (dir.get() >= 0) ::fsync(dir.get());
}

/// Replaces NAME.bak by the current NAME without touching NAME: a hard link where the file
/// system allows it, else a copy; either is made under a temporary name and renamed into place.
void keepBackup(const std::filesystem::path& file, const std::filesystem::path& tempBackup) {
  std::error_code ec;
  std::filesystem::remove(tempBackup, ec);
  if (::link(file.c_str(), tempBackup.c_str()) != 0) {
    std::filesystem::copy_file(file, tempBackup, std::filesystem::copy_options::overwrite_existing,
                               ec);
    if (ec) throw SaveError(file, "cannot make the backup copy: " + ec.message());
  }
  if (::rename(tempBackup.c_str(), backupPathOf(file).c_str()) != 0) {
    int error = errno;
    std::filesystem::remove(tempBackup, ec);
    throw SaveError(
        file, "cannot replace " + backupPathOf(file).filename().string() + ": " + errnoText(error));
  }
}

/// Opens a regular file for reading without blocking; returns its size. Throws LoadError.
std::uint64_t openRegularFile(const std::filesystem::path& file, FileDescriptor& fd) {
  // O_NONBLOCK so that opening a FIFO cannot hang; it is refused below as not a regular file.
  fd.adopt(::open(file.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC));
  if (fd.get() < 0) {
    int error = errno;
    throw LoadError(file, "",
                    error == ENOENT ? "file not found" : "cannot open: " + errnoText(error));
  }
  struct stat info {};
  if (::fstat(fd.get(), &info) != 0) throw LoadError(file, "", "cannot stat: " + errnoText(errno));
  if (!S_ISREG(info.st_mode)) throw LoadError(file, "", "not a regular file");
  return static_cast<std::uint64_t>(info.st_size);
}

/// Reads up to `count` bytes from the start of an open file.
std::string readUpTo(const std::filesystem::path& file, int fd, std::uint64_t count) {
  std::string data;
  data.resize(static_cast<std::size_t>(count));
  std::size_t done = 0;
  while (done < data.size()) {
    ssize_t got = ::read(fd, data.data() + done, data.size() - done);
    if (got < 0) {
      if (errno == EINTR || errno == EAGAIN) continue;
      throw LoadError(file, "", "read failed: " + errnoText(errno));
    }
    if (got == 0) break;  // the file shrank while we read; keep what is there
    done += static_cast<std::size_t>(got);
  }
  data.resize(done);  // never more than asked for, even if the file grew
  return data;
}

}  // namespace

std::string readFileBounded(const std::filesystem::path& file, std::uint64_t maxBytes) {
  FileDescriptor fd(-1);
  std::uint64_t size = openRegularFile(file, fd);
  if (size > maxBytes)
    throw LoadError(file, "",
                    "file is " + std::to_string(size) + " bytes, larger than the " +
                        sizeText(maxBytes) + " limit");
  return readUpTo(file, fd.get(), size);
}

std::string readFileHead(const std::filesystem::path& file, std::size_t count) {
  FileDescriptor fd(-1);
  std::uint64_t size = openRegularFile(file, fd);
  return readUpTo(file, fd.get(), std::min<std::uint64_t>(size, count));
}

std::filesystem::path backupPathOf(const std::filesystem::path& file) {
  std::filesystem::path backup = file;
  backup += ".bak";
  return backup;
}

void writeFileAtomically(const std::filesystem::path& file, std::string_view contents) {
  if (file.filename().empty()) throw SaveError(file, "not a file name");
  std::filesystem::path folder = file.parent_path();
  if (folder.empty()) folder = ".";

  std::string pattern = (folder / ("." + file.filename().string() + ".tmp-XXXXXX")).string();
  std::vector<char> tempName(pattern.begin(), pattern.end());
  tempName.push_back('\0');
  FileDescriptor fd(::mkostemp(tempName.data(), O_CLOEXEC));
  if (fd.get() < 0)
    throw SaveError(
        file, "cannot create a temporary file in " + folder.string() + ": " + errnoText(errno));
  const std::filesystem::path temp(tempName.data());
  try {
    writeAll(fd.get(), contents, file);
    // mkstemp makes 0600; keep the mode of the file being replaced, else an ordinary 0644.
    struct stat previous {};
    mode_t mode = ::stat(file.c_str(), &previous) == 0 ? (previous.st_mode & 07777) : 0644;
    if (::fchmod(fd.get(), mode) != 0) throw SaveError(file, "chmod failed: " + errnoText(errno));
    if (::fsync(fd.get()) != 0) throw SaveError(file, "fsync failed: " + errnoText(errno));
    if (!fd.reset())
      throw SaveError(file, "closing the temporary file failed: " + errnoText(errno));

    struct stat info {};
    if (::lstat(file.c_str(), &info) == 0) {
      if (S_ISDIR(info.st_mode)) throw SaveError(file, "a folder of that name exists");
      std::filesystem::path tempBackup = temp;
      tempBackup += ".bak";
      keepBackup(file, tempBackup);
    }
    if (::rename(temp.c_str(), file.c_str()) != 0)
      throw SaveError(file, "cannot rename the temporary file into place: " + errnoText(errno));
  } catch (...) {
    fd.reset();
    std::error_code ignored;
    std::filesystem::remove(temp, ignored);
    throw;
  }
  syncFolder(folder);
}

}  // namespace hfg
