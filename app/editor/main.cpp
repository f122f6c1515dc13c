// `hfg-editor`: the SDL2 + OpenGL 3 window around the editor workspace, with a screenshot mode.
#include <SDL.h>
#include <SDL_opengl.h>
#include <backends/imgui_impl_opengl3.h>
#include <backends/imgui_impl_sdl.h>
#include <imgui.h>

#include <CLI/CLI.hpp>
#include <cstdint>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <system_error>
#include <vector>

#include <unistd.h>

#include "app/editor/open_scenario.h"
#include "core/battle/hfg/ai/computer_generals.h"
#include "core/battle/hfg/io/battle_io.h"
#include "editor/shell/demo_scenario.h"
#include "editor/shell/fonts.h"
#include "editor/campaign/campaign_battle_link.h"
#include "editor/campaign/campaign_stage.h"
#include "editor/shell/gl_texture.h"
#include "editor/shell/screenshot.h"
#include "editor/shell/ui_script.h"
#include "editor/shell/walkthrough.h"
#include "editor/shell/workspace.h"

namespace {

// Exit codes (docs: 0 ok, 1 runtime failure, 2 usage, 3 no display).
constexpr int kExitFailure = 1;
constexpr int kExitUsage = 2;
constexpr int kExitNoDisplay = 3;

struct Options {
  std::string file;
  bool demo = false;
  std::string screenshot;
  std::string panel;
  std::string selectNode;
  std::string campaignStage;
  std::string battleSetup;
  std::string battleScript;
  int battleBound = -1;
  bool battleCombat = false;
  std::string openBattle;
  std::string battleSelect;
  std::string walkthroughStep;
  std::string walkthroughScan = "../shared/data/gettysburg_gnpc_map.jpg";
  std::string walkthroughFolder;
  std::string uiScript;
  std::string uiShots = ".";
  int frames = 3;
  int width = 1600;
  int height = 1000;
};

void captureBackBuffer(SDL_Window* window, const std::string& file) {
  int width = 0, height = 0;
  SDL_GL_GetDrawableSize(window, &width, &height);
  std::vector<std::uint8_t> pixels(static_cast<std::size_t>(width) *
                                   static_cast<std::size_t>(height) * 4);
  glReadBuffer(GL_BACK);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
  hfg::writePngBottomUp(file, width, height, pixels);
}

/// Where the bundled campaigns/ folder is: $HFG_CAMPAIGNS, else beside or above the executable
/// (an install's share/hfg, or the source tree a build folder sits in), else the current folder's.
std::filesystem::path findBundledCampaigns() {
  if (const char* env = std::getenv("HFG_CAMPAIGNS"); env && env[0] != '\0') return env;
  std::error_code error;
  const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", error);
  std::vector<std::filesystem::path> candidates;
  if (!error)
    for (std::filesystem::path dir = exe.parent_path(); !dir.empty() && dir != dir.root_path();
         dir = dir.parent_path()) {
      candidates.push_back(dir / "campaigns");
      candidates.push_back(dir / "share" / "hfg" / "campaigns");
    }
  candidates.push_back(std::filesystem::current_path(error) / "campaigns");
  for (const auto& candidate : candidates)
    if (std::filesystem::exists(candidate / "saalfeld-1806" / "scenario.json", error))
      return candidate;
  return "campaigns";
}

/// --campaign: the runner put in a named situation (screenshots). False on a usage error.
bool stageCampaignOption(hfg::Workspace& workspace, const Options& options) {
  auto* campaign = static_cast<hfg::CampaignPanel*>(workspace.findPanel("campaign"));
  // "battle": the result stage's meeting played here, in the Battle panel; "autoresolve": the
  // same meeting auto-resolved by the computer generals, result only, in the form.
  const bool battle = options.campaignStage == "battle";
  const bool autoResolved = options.campaignStage == "autoresolve";
  if (workspace.document() == nullptr ||
      !hfg::stageCampaign(*campaign, workspace.document()->scenario(),
                          battle || autoResolved ? "result" : options.campaignStage)) {
    std::cerr << "hfg-editor: --campaign: cannot reach '" << options.campaignStage
              << "' (expected handover, orders, animation, result, autoresolve or battle, with the "
                 "Saalfeld 1806 campaign)\n";
    return false;
  }
  if (autoResolved)
    hfg::resolveMeetingResult(
        *campaign, workspace.document()->scenario(),
        campaign->session()->state().pendingBattles.front(), [](int) {
          return std::make_unique<hfg::battle::ComputerGenerals>(hfg::battle::AiSettings{});
        });
  if (battle) {
    hfg::playMeetingHere(workspace.battlePanel(), *campaign, workspace.document()->scenario(),
                         campaign->session()->state().pendingBattles.front());
    workspace.showOnly("battle");
  }
  return true;
}

/// --battle and --open-battle: a battle from files in the Battle panel. False when a
/// screenshot run cannot show it.
bool openBattleOptions(hfg::Workspace& workspace, const Options& options) {
  hfg::BattlePanel& battles = workspace.battlePanel();
  if (!options.battleSetup.empty()) {
    // A battle from files: replayed with its script, or played hot seat from its deployment.
    if (options.panel.empty()) workspace.showOnly("battle");
    battles.setOpen(true);
    bool ok = true;
    if (!options.battleScript.empty()) {
      ok = battles.replayScript(options.battleSetup, options.battleScript);
    } else {
      try {
        battles.playHotSeat(
            hfg::io::loadBattleSetup(options.battleSetup), 1,
            std::filesystem::path(options.battleSetup).stem().replace_extension().string());
      } catch (const std::exception& e) {
        battles.setMessage(e.what());
        ok = false;
      }
    }
    if (!ok && !options.screenshot.empty()) {
      std::cerr << "hfg-editor: --battle: " << battles.message() << "\n";
      return false;
    }
    if (options.battleBound >= 0) battles.setShownBound(options.battleBound);
    if (options.battleCombat) battles.pinFirstCombatShown();
  }
  if (!options.openBattle.empty()) {
    // A hot-seat battle saved half-way (Battle > Save battle...), replayed and checked.
    if (options.panel.empty()) workspace.showOnly("battle");
    battles.setOpen(true);
    if (!battles.openBattle(options.openBattle)) {
      std::cerr << "hfg-editor: --open-battle: " << battles.message() << "\n";
      if (!options.screenshot.empty()) return false;
    }
  }
  if (!options.battleSelect.empty()) {
    // Select elements on the hot-seat table (the first leads): their legal move area is drawn.
    std::vector<std::string> ids{""};
    for (const char c : options.battleSelect) {
      if (c == ',')
        ids.emplace_back();
      else
        ids.back() += c;
    }
    battles.setSelection(ids);
  }
  return true;
}

/// Everything the command line asks of the workspace before a window exists: the file, the
/// panel, a selection, a campaign situation, a battle. Returns an exit code, or -1 to go on.
int prepareWorkspace(hfg::Workspace& workspace, const Options& options) {
  workspace.setFiles({hfg::openScenario, hfg::saveScenarioFile});
  workspace.setBundledFolder(findBundledCampaigns());
  if (!options.panel.empty() && !workspace.showOnly(options.panel)) {
    std::string keys;
    for (const hfg::Panel* p : workspace.panels()) keys += (keys.empty() ? "" : ", ") + p->key();
    std::cerr << "hfg-editor: --panel: unknown panel '" << options.panel
              << "' (expected one of: " << keys << ")\n";
    return kExitUsage;
  }
  if (options.demo) {
    workspace.openDocument(hfg::makeDemoScenario());
  } else if (!options.file.empty()) {
    try {
      workspace.openDocument(hfg::openScenario(options.file), options.file);
    } catch (const std::exception& e) {
      if (!options.screenshot.empty()) {
        std::cerr << "hfg-editor: " << e.what() << "\n";
        return kExitFailure;
      }
      workspace.showError(e.what());
    }
  } else if (options.screenshot.empty() || !options.uiScript.empty()) {
    workspace.showWelcomeIfFirstRun();  // a person starting it bare: where to begin
  }
  if (!options.selectNode.empty()) {
    hfg::MapSelection selection;
    selection.node = options.selectNode;
    workspace.mapCanvas().editor().select(selection);
  }
  if (!options.campaignStage.empty() && !stageCampaignOption(workspace, options)) return kExitUsage;
  if (!openBattleOptions(workspace, options)) return kExitFailure;
  return -1;
}

/// The SDL window with an OpenGL 3.2 core context, hidden for screenshots.
struct Window {
  SDL_Window* window = nullptr;
  SDL_GLContext context = nullptr;
};

/// Opens the window; an exit code on failure (no display, no GL 3.2).
std::optional<int> openWindow(const Options& options, bool hidden, Window& out) {
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    std::cerr << "hfg-editor: cannot open a window (no display? set DISPLAY, or run under "
                 "xvfb-run): "
              << SDL_GetError() << "\n";
    return kExitNoDisplay;
  }
  // Without X11 or Wayland, SDL 2.26 falls back to its offscreen driver: fine for a screenshot,
  // useless for a person.
  const std::string driver = SDL_GetCurrentVideoDriver() ? SDL_GetCurrentVideoDriver() : "";
  if (!hidden && (driver == "offscreen" || driver == "dummy")) {
    std::cerr << "hfg-editor: no display (SDL video driver '" << driver
              << "'); set DISPLAY, or use --screenshot to render without one\n";
    SDL_Quit();
    return kExitNoDisplay;
  }
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, 0);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  // 3.2 core: the first version whose glDrawElementsBaseVertex lets Dear ImGui split maps of
  // more than 65 536 vertices (ImGuiBackendFlags_RendererHasVtxOffset; 16-bit indices).
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 2);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 24);
  SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 8);
  const auto windowFlags = static_cast<SDL_WindowFlags>(
      SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI |
      (hidden ? SDL_WINDOW_HIDDEN : SDL_WINDOW_SHOWN));
  out.window = SDL_CreateWindow("hfg-editor", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                options.width, options.height, windowFlags);
  out.context = out.window ? SDL_GL_CreateContext(out.window) : nullptr;
  if (!out.context) {
    std::cerr << "hfg-editor: cannot create an OpenGL 3.2 window: " << SDL_GetError() << "\n";
    if (out.window) SDL_DestroyWindow(out.window);
    SDL_Quit();
    return kExitNoDisplay;
  }
  SDL_GL_MakeCurrent(out.window, out.context);
  SDL_GL_SetSwapInterval(hidden ? 0 : 1);
  return std::nullopt;
}

/// Dear ImGui on the window: no imgui.ini (the layout lives in the document's UI state file).
void startImGui(hfg::Workspace& workspace, const Window& window) {
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  ImGui::StyleColorsDark();
  ImGui::GetStyle().WindowRounding = 4;
  ImGui::GetStyle().FrameRounding = 3;
  hfg::loadEditorFont(io, 16.0f);
  workspace.setUiScale(workspace.uiScale());  // the scale saved with the opened document
  ImGui_ImplSDL2_InitForOpenGL(window.window, window.context);
  ImGui_ImplOpenGL3_Init("#version 150");
  if (!(io.BackendFlags & ImGuiBackendFlags_RendererHasVtxOffset))
    std::cerr << "hfg-editor: warning: OpenGL below 3.2; very large maps cannot be drawn\n";
}

/// --walkthrough: docs/editor.md "From a scan to a campaign", done up to a step. An exit code.
int runWalkthroughOption(hfg::Workspace& workspace, const Options& options) {
  if (options.walkthroughStep.empty()) return 0;
  try {
    const std::filesystem::path folder = options.walkthroughFolder.empty()
                                             ? std::filesystem::temp_directory_path() /
                                                   ("hfg-walkthrough-" + std::to_string(::getpid()))
                                             : std::filesystem::path(options.walkthroughFolder);
    hfg::runWalkthrough(workspace, {options.walkthroughScan, folder}, options.walkthroughStep);
  } catch (const std::exception& e) {
    std::cerr << "hfg-editor: --walkthrough: " << e.what() << "\n";
    return kExitFailure;
  }
  return 0;
}

/// --ui-script: the script read, or an exit code when it cannot be.
std::optional<hfg::UiScript> loadUiScript(const Options& options, int& exitCode) {
  if (options.uiScript.empty()) return std::nullopt;
  try {
    std::ifstream in(options.uiScript);
    if (!in) throw std::runtime_error(options.uiScript + ": cannot read the UI script");
    std::stringstream text;
    text << in.rdbuf();
    return hfg::UiScript::parse(text.str(), options.uiScript);
  } catch (const std::exception& e) {
    std::cerr << "hfg-editor: --ui-script: " << e.what() << "\n";
    exitCode = kExitUsage;
    return std::nullopt;
  }
}

/// The frame loop: events, a frame of the workspace, a UI script's input and shots, the
/// screenshot. Returns the exit code.
int runFrames(hfg::Workspace& workspace, const Window& window, const Options& options,
              std::optional<hfg::UiScript>& script) {
  const bool screenshotMode = !options.screenshot.empty() || script;
  std::string title;
  for (int frame = 1;; ++frame) {
    bool quit = false;
    SDL_Event event;
    while (SDL_PollEvent(&event)) {
      ImGui_ImplSDL2_ProcessEvent(&event);
      // Closing the window asks about unsaved changes first; the workspace says when to quit.
      if (event.type == SDL_QUIT) quit = true;
      if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_CLOSE &&
          event.window.windowID == SDL_GetWindowID(window.window))
        quit = true;
    }
    if (quit) workspace.requestQuit();

    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    if (script)
      script->beforeFrame(ImGui::GetIO(),
                          [&](const std::string& name) { return workspace.uiTarget(name); });
    ImGui::NewFrame();
    const hfg::FrameRequest request = workspace.drawFrame();
    // A screenshot shows the move area the first frame asked for, not "checking...".
    if (screenshotMode && frame == 1) workspace.battlePanel().waitForMoveArea();
    ImGui::Render();

    int width = 0, height = 0;
    SDL_GL_GetDrawableSize(window.window, &width, &height);
    glViewport(0, 0, width, height);
    glClearColor(0.12f, 0.12f, 0.13f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());

    try {
      if (script)
        if (const auto shot = script->shotAfterFrame())
          captureBackBuffer(window.window,
                            (std::filesystem::path(options.uiShots) / (*shot + ".png")).string());
      if (!options.screenshot.empty() && (script ? script->finished() : frame >= options.frames)) {
        captureBackBuffer(window.window, options.screenshot);
        break;
      }
    } catch (const std::exception& e) {
      std::cerr << "hfg-editor: " << e.what() << "\n";
      return kExitFailure;
    }
    if (script && script->finished()) break;
    SDL_GL_SwapWindow(window.window);

    if (request.quit) break;
    const std::string wanted = workspace.document()
                                   ? "hfg-editor - " + workspace.document()->displayName()
                                   : std::string("hfg-editor");
    if (wanted != title) {
      title = wanted;
      SDL_SetWindowTitle(window.window, title.c_str());
    }
  }
  if (script && !script->error().empty()) {
    std::cerr << "hfg-editor: --ui-script " << options.uiScript << ": " << script->error() << "\n";
    return kExitFailure;
  }
  return 0;
}

void closeWindow(hfg::Workspace& workspace, const Window& window) {
  workspace.setTextureBackend({});  // frees the textures while GL is alive
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  SDL_GL_DeleteContext(window.context);
  SDL_DestroyWindow(window.window);
  SDL_Quit();
}

int run(const Options& options) {
  hfg::Workspace workspace;
  if (const int code = prepareWorkspace(workspace, options); code >= 0) return code;
  int exitCode = 0;
  std::optional<hfg::UiScript> script = loadUiScript(options, exitCode);
  if (exitCode != 0) return exitCode;
  const bool hidden = !options.screenshot.empty() || script;
  Window window;
  if (const auto failed = openWindow(options, hidden, window)) return *failed;
  // Scans and hillshades under the map are GL textures, made while this context is current.
  workspace.setTextureBackend(hfg::openGlTextureBackend());
  startImGui(workspace, window);
  exitCode = runWalkthroughOption(workspace, options);
  if (exitCode == 0) exitCode = runFrames(workspace, window, options, script);
  if (!hidden) workspace.saveUiState();
  closeWindow(workspace, window);
  return exitCode;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"hfg-editor: Horse, Foot and Guns scenario editor"};
  app.set_version_flag("--version", std::string("hfg-editor ") + HFG_VERSION);
  Options options;
  auto* file = app.add_option("FILE", options.file, "Scenario file to open");
  app.add_flag("--demo", options.demo, "Open the built-in demo scenario (Bohemia 1866)")
      ->excludes(file);
  app.add_option("--screenshot", options.screenshot,
                 "Render a few frames, write the window to this PNG file and exit");
  app.add_option(
      "--panel", options.panel,
      "Show only this panel, full size (map, orbat, scenario, network, terrain, history, help, "
      "campaign, import, georef, classify)");
  app.add_option("--select", options.selectNode,
                 "Select this stage node on the map (for screenshots of the editing panels)");
  app.add_option("--campaign", options.campaignStage,
                 "Start the campaign runner in a situation: handover, orders, animation, result, "
                 "autoresolve or battle "
                 "(for screenshots of the Campaign panel)");
  app.add_option(
      "--battle", options.battleSetup,
      "Open a battle set-up (hfg-battle-setup) in the Battle panel; hot seat without --script");
  app.add_option("--script", options.battleScript,
                 "With --battle: replay this script (hfg-battle-script) bound by bound");
  app.add_option("--bound", options.battleBound, "With --battle: show the state after this bound")
      ->check(CLI::Range(0, 1000));
  app.add_flag("--combat", options.battleCombat,
               "With --battle: pin the first combat record of the bound shown");
  app.add_option(
      "--open-battle", options.openBattle,
      "Open a hot-seat battle saved half-way (hfg-battle-save, Battle > Save battle...)");
  app.add_option(
      "--battle-select", options.battleSelect,
      "With a hot-seat battle: select these elements (comma-separated, the first leads) and "
      "draw their legal move area");
  app.add_option("--walkthrough", options.walkthroughStep,
                 "Do the scan-to-campaign walkthrough up to this step: scan, points, preview, "
                 "georeferenced, terrain, network, orbats, saved or table (for its screenshot); "
                 "or jena: the Jena 1806 table from the SRTM tile given as --walkthrough-scan");
  app.add_option("--walkthrough-scan", options.walkthroughScan,
                 "The Gettysburg scan the walkthrough starts from (with its .aux.xml), or the "
                 "SRTM tile for jena");
  app.add_option("--walkthrough-folder", options.walkthroughFolder,
                 "Where the walkthrough saves its scenario (default: a new temporary folder)");
  app.add_option(
      "--ui-script", options.uiScript,
      "Drive the editor by this script of clicks and keys (click NAME, key ctrl+s, shot NAME, "
      "wait N), in a hidden window; exit 1 when a step's target is never drawn");
  app.add_option("--ui-shots", options.uiShots,
                 "With --ui-script: the folder its shots are written to");
  app.add_option("--frames", options.frames, "Frames to render before the screenshot")
      ->check(CLI::Range(1, 10000));
  app.add_option("--width", options.width, "Window width in pixels")->check(CLI::Range(320, 8192));
  app.add_option("--height", options.height, "Window height in pixels")
      ->check(CLI::Range(240, 8192));
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int code = app.exit(e);
    return code == 0 ? 0 : kExitUsage;
  }
  return run(options);
}
