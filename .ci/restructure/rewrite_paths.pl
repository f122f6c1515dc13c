#!/usr/bin/perl
# rewrite_paths.pl MAP FILE...: every mention of an old path of MAP ("old new" lines) in the
# files becomes the new path: includes, CMake, docs. Whole paths only (not inside a longer one).
# Also the editor's own relative includes (#include "camera.h" inside editor/) are not used in
# this tree; headers are named from the project root.
use strict;
use warnings;
my $map_file = shift @ARGV;
my %to;
open(my $m, '<', $map_file) or die "$map_file: $!\n";
while (<$m>) { my ($o, $n) = split ' '; $to{$o} = $n if $o && $n && $o ne $n; }
close $m;
exit 0 unless %to;
my $re = join '|', map { quotemeta } sort { length $b <=> length $a } keys %to;
$re = qr{(?<![\w/.-])($re)(?![\w-])};
my $changed = 0;
for my $path (@ARGV) {
  next unless -f $path;
  open(my $fh, '<', $path) or die "$path: $!\n";
  local $/;
  my $text = <$fh>;
  close $fh;
  (my $new = $text) =~ s/$re/$to{$1}/g;
  next if $new eq $text;
  open(my $wh, '>', $path) or die "$path: $!\n";
  print $wh $new;
  close $wh;
  $changed++;
}
print "rewrote paths in $changed files\n";
