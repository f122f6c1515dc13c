// `hfg table build` and `hfg table export`: a battle table from a map or by the book, and its
// printable plans (issue 7).
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>

#include "app/cli/colour_samples.h"
#include "app/cli/commands.h"
#include "app/cli/map_common.h"
#include "core/dice/dice.h"
#include "core/io/load_error.h"
#include "core/io/scenario_io.h"
#include "core/io/table_io.h"
#include "maps/map_error.h"
#include "maps/table/book_terrain.h"
#include "maps/table/deployment.h"
#include "maps/table/map_table.h"
#include "maps/table/table_background.h"
#include "maps/table/table_export.h"

namespace hfg::cli {
namespace {

struct BuildOptions {
  std::vector<std::string> maps;
  std::string at;
  std::string atLocal;
  double facing = 0;
  std::string size = "6x3";
  bool byTheBook = false;
  bool fill = false;
  std::uint64_t seed = 1;
  int year = 1850;
  bool dry = false;
  std::string name;
  std::string defender;
  std::string attacker;
  std::vector<std::string> delayed;
  std::vector<std::string> works;
  std::string method = "poly1";
  std::string samples;
  std::string out;
};

struct ExportOptions {
  std::string setup;
  std::string png;
  std::string pdf;
  std::string paper = "a4";
  std::string figureScale = "15mm";
  bool noBackground = false;
  double pixelsPerMm = 3;
};

/// "LON,LAT" in degrees; nullopt when it does not parse or is out of range.
std::optional<LonLat> parseLonLat(const std::string& text) {
  double lon = 0, lat = 0;
  int used = 0;
  if (std::sscanf(text.c_str(), "%lf,%lf%n", &lon, &lat, &used) != 2 ||
      used != static_cast<int>(text.size()))
    return std::nullopt;
  if (!std::isfinite(lon) || !std::isfinite(lat) || std::abs(lon) > 180 || std::abs(lat) > 90)
    return std::nullopt;
  return LonLat{lon, lat};
}

void fail(int code, const std::string& message) {
  std::cerr << "hfg table: " << message << '\n';
  setExitCode(code);
}

void printSummary(const TableSetup& setup, const std::string& out) {
  if (setup.ground && !setup.ground->backgroundImage.empty())
    std::cout << "scan " << setup.ground->backgroundImage << " drawn by "
              << maps::describeGroundFit(*setup.ground) << "\n";
  std::map<std::string, int> counts;
  for (const auto& f : setup.features) ++counts[std::string(displayNameOf(f.terrain))];
  std::cout << out << ": " << keyOf(setup.size) << " table (" << setup.extent.widthPaces << " x "
            << setup.extent.depthPaces << " p), " << setup.features.size() << " terrain features\n";
  for (const auto& [what, n] : counts) std::cout << "  " << n << " " << what << "\n";
  if (!setup.noDataAreas.empty())
    std::cout << "  " << setup.noDataAreas.size()
              << " areas without map data (shown hatched on the plans)\n";
  if (!setup.elements.empty())
    std::cout << "  " << setup.elements.size() << " elements deployed, " << setup.arrivals.size()
              << " arrival points, " << setup.preparations.size() << " works\n";
  if (setup.departures.empty()) {
    std::cout << "  no departures from the book\n";
    return;
  }
  std::cout << "Departures from the book (" << setup.departures.size() << "):\n";
  for (const auto& d : setup.departures)
    std::cout << "  [" << d.rule << "]" << (d.feature.empty() ? "" : " " + d.feature + ":") << " "
              << d.text << "\n";
}

Side loadSide(const std::string& file) {
  if (file.ends_with("scenario.json"))
    throw maps::MapError(file + ": give an orbat file (hfg-orbat), not a scenario");
  return loadOrbat(file);
}

void runBuild(const BuildOptions& o) {
  auto size = fromKey<TableSize>(o.size);
  if (!size) return fail(kUsage, "--size " + o.size + ": expected one of " + keysOf<TableSize>());
  if (o.byTheBook == !o.maps.empty())
    return fail(kUsage, "give either --map MAP --at LON,LAT or --by-the-book");
  if (!o.defender.empty() != !o.attacker.empty())
    return fail(kUsage, "--defender and --attacker go together (two orbat files)");
  TableSetup setup;
  try {
    if (o.byTheBook) {
      Dice dice(o.seed);
      maps::BookTerrainSettings settings;
      settings.year = o.year;
      settings.dryClimate = o.dry;
      setup.size = *size;
      setup.extent = extentOf(*size);
      setup.seed = o.seed;
      setup.name =
          o.name.empty() ? "Battlefield by the book, seed " + std::to_string(o.seed) : o.name;
      auto terrain = maps::generateBookTerrain(setup.extent, dice, settings);
      setup.features = terrain.features;
      setup.departures = terrain.discarded;
      auto breaches = maps::checkBookLimits(setup.extent, setup.features, settings.limits);
      setup.departures.insert(setup.departures.end(), breaches.begin(), breaches.end());
    } else {
      if (o.at.empty() == o.atLocal.empty())
        return fail(kUsage, "give the table's centre with --at LON,LAT or --at-local X,Y");
      std::optional<LonLat> at;
      std::optional<Vec2> atLocal;
      if (!o.at.empty()) {
        at = parseLonLat(o.at);
        if (!at)
          return fail(kUsage, "--at " + o.at +
                                  ": expected LON,LAT in degrees, for example -77.2366,39.7925");
      } else {
        double x = 0, y = 0;
        int used = 0;
        if (std::sscanf(o.atLocal.c_str(), "%lf,%lf%n", &x, &y, &used) != 2 ||
            used != static_cast<int>(o.atLocal.size()) || !std::isfinite(x) || !std::isfinite(y))
          return fail(kUsage, "--at-local " + o.atLocal +
                                  ": expected X,Y in metres in the map's local frame");
        atLocal = Vec2{x, y};
      }
      maps::TableSources sources;
      for (const auto& m : o.maps) {
        auto found = maps::findTableSources(m);
        sources.demPaths.insert(sources.demPaths.end(), found.demPaths.begin(),
                                found.demPaths.end());
        sources.vectorPaths.insert(sources.vectorPaths.end(), found.vectorPaths.begin(),
                                   found.vectorPaths.end());
        if (sources.scanPath.empty()) sources.scanPath = found.scanPath;
        if (found.map) {
          sources.map = found.map;
          sources.mapPath = found.mapPath;
        }
      }
      maps::MapTableRequest request;
      request.name = o.name;
      if (at) request.centre = *at;
      request.centreLocal = atLocal;
      request.facingDegrees = o.facing;
      request.size = *size;
      request.fillByTheBook = o.fill;
      request.seed = o.seed;
      request.book.year = o.year;
      request.book.dryClimate = o.dry;
      request.scanMethod = gcpMethodFromName(o.method);
      if (!o.samples.empty()) {
        if (sources.scanPath.empty())
          return fail(kUsage, "--samples needs a scan among the --map sources");
        const ColourSamples samples = loadColourSamples(o.samples);
        request.scanColours = samples.classes;
        request.scanClassify = samples.settings;
      }
      setup = maps::buildTableFromMap(sources, request);
      if (setup.ground && !setup.ground->backgroundImage.empty())
        setup.ground->backgroundImage =
            std::filesystem::absolute(setup.ground->backgroundImage).string();
    }
    if (!o.defender.empty()) {
      maps::DeploymentSettings deployment;
      deployment.delayedCommands = o.delayed;
      maps::deployForces(setup, loadSide(o.defender), loadSide(o.attacker), deployment);
      std::vector<Work> works;
      for (const auto& key : o.works) {
        auto kind = fromKey<WorkKind>(key);
        if (!kind) return fail(kUsage, "--works " + key + ": expected entrenchment or redoubt");
        works.push_back({*kind, setup.defender});
      }
      if (!works.empty()) maps::placeWorks(setup, setup.defender, works);
    } else if (!o.works.empty()) {
      return fail(kUsage,
                  "--works needs --defender and --attacker: works are placed in front of the "
                  "deployed troops");
    }
    saveTableSetup(setup, o.out);
  } catch (const maps::MapError& e) {
    return fail(kInvalid, e.what());
  } catch (const LoadError& e) {
    return fail(kInvalid, e.what());
  } catch (const SaveError& e) {
    return fail(kFailure, e.what());
  }
  printSummary(setup, o.out);
  setExitCode(kOk);
}

void runExport(const ExportOptions& o) {
  if (o.png.empty() && o.pdf.empty())
    return fail(kUsage, "nothing to write: give --png FILE and/or --pdf FILE");
  auto paper = maps::paperFromKey(o.paper);
  if (!paper) return fail(kUsage, "--paper " + o.paper + ": expected a4 or letter");
  auto scale = maps::figureScaleFromKey(o.figureScale);
  if (!scale)
    return fail(kUsage, "--figure-scale " + o.figureScale +
                            ": expected 2mm, 6mm, 10mm, 12mm, 15mm, 18mm, 25mm or 28mm");
  try {
    TableSetup setup = loadTableSetup(o.setup);
    maps::PlanOptions plan;
    plan.scale = *scale;
    plan.background = !o.noBackground;
    if (setup.ground && !setup.ground->backgroundImage.empty() &&
        !std::filesystem::exists(setup.ground->backgroundImage)) {
      std::cerr << "hfg table: " << o.setup << ": ground.background_image "
                << setup.ground->backgroundImage << " not found: plans drawn without it\n";
      plan.background = false;
    }
    if (!o.png.empty()) {
      maps::writeTablePng(setup, o.png, plan, o.pixelsPerMm);
      std::cout << o.png << ": table plan at " << o.pixelsPerMm << " pixels per mm of table ("
                << maps::keyOf(*scale) << " figures)\n";
    }
    if (!o.pdf.empty()) {
      maps::PdfSettings pdf;
      pdf.paper = *paper;
      auto layout = maps::writeTablePdf(setup, o.pdf, plan, pdf);
      std::cout << o.pdf << ": " << layout.pages() << " pages on " << o.paper << " "
                << (layout.landscape ? "landscape" : "portrait")
                << ": overview, assembly sheet and " << layout.rows << " x " << layout.columns
                << " sheets at 1:1 (" << maps::keyOf(*scale) << " figures)\n";
    }
  } catch (const LoadError& e) {
    return fail(kInvalid, e.what());
  } catch (const maps::MapError& e) {
    return fail(kFailure, e.what());
  }
  setExitCode(kOk);
}

}  // namespace

void registerTable(CLI::App& app) {
  auto* table =
      app.add_subcommand("table", "Battle tables: cut from a map or made by the book, and printed");
  table->require_subcommand(1);

  auto b = std::make_shared<BuildOptions>();
  auto* build = table->add_subcommand("build", "Make a table set-up (hfg-table file)");
  build->add_option("--map", b->maps,
                    "a map file (map.json, scenario.json) or a folder of sources (DEM, vector, "
                    "scan); repeatable");
  build->add_option("--at", b->at, "the table's centre, LON,LAT in degrees");
  build->add_option("--at-local", b->atLocal,
                    "instead of --at: X,Y metres in the hfg map's local frame");
  build->add_option("--facing", b->facing,
                    "compass bearing the defender faces, degrees (default 0)");
  build->add_option("--size", b->size, "6x3, 9x3 or 9x6 miles (default 6x3)");
  build->add_flag("--by-the-book", b->byTheBook, "generate the terrain by the book's procedure");
  build->add_flag("--fill", b->fill,
                  "with --map: fill the parts without data by the book's procedure");
  build->add_option("--seed", b->seed, "dice seed (default 1)");
  build->add_option("--year", b->year, "the battle's year: railways after 1859 (default 1850)");
  build->add_flag("--dry", b->dry, "dry climate: gullies instead of streams");
  build->add_option("--name", b->name, "the table's name");
  build->add_option("--defender", b->defender,
                    "the defender's orbat file: deploys both sides (T-15)");
  build->add_option("--attacker", b->attacker, "the attacker's orbat file");
  build->add_option("--delayed", b->delayed, "command ids held back to arrive by road")
      ->delimiter(',');
  build->add_option("--works", b->works, "the defender's works (T-14): entrenchment,redoubt,...")
      ->delimiter(',');
  build
      ->add_option("--method", b->method,
                   "how the scan's control points are fitted: poly1 (default), poly2, poly3, tps")
      ->check(gcpMethodValidator());
  build->add_option(
      "--samples", b->samples,
      "colour samples (as for map classify): woods, town ... from the scan's colours");
  build->add_option("--out", b->out, "the table set-up file to write")->required();
  build->footer(
      "Exit status: 0 written, 1 bad input (off the map, no terrain, unreadable file), 2 usage "
      "error, 3 cannot write.");
  build->callback([b] { runBuild(*b); });

  auto e = std::make_shared<ExportOptions>();
  auto* exp = table->add_subcommand("export", "Print a table set-up as a PNG and a tiled 1:1 PDF");
  exp->add_option("SETUP", e->setup, "table set-up file (hfg-table)")->required();
  exp->add_option("--png", e->png, "PNG of the whole table");
  exp->add_option("--pdf", e->pdf, "PDF: overview, assembly sheet and 1:1 sheets");
  exp->add_option("--paper", e->paper, "a4 or letter (default a4)");
  exp->add_option("--figure-scale", e->figureScale,
                  "15mm and smaller: 10 mm = 100 p; 25mm: x 1.5 (default 15mm)");
  exp->add_option("--png-resolution", e->pixelsPerMm, "PNG pixels per mm of table (default 3)");
  exp->add_flag("--no-background", e->noBackground, "leave out the faded historical scan");
  exp->footer("Exit status: 0 written, 1 unreadable set-up, 2 usage error, 3 cannot write.");
  exp->callback([e] { runExport(*e); });
}

}  // namespace hfg::cli
