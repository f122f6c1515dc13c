#!/usr/bin/perl
# Renames C++ type names namespace-aware over the files named on the command line.
#
#   rename_types.pl RULES_FILE FILE...
#
# RULES_FILE lines (blank and # lines skipped):
#   type  OWNER OTHER OLD NEW   the OLD defined in namespace OWNER becomes NEW; OTHER is the
#                               namespace of the other OLD, which keeps its name. An occurrence is
#                               OWNER's when its qualifier names OWNER (resolved from the
#                               namespace the line is in, as C++ does), or, unqualified, when the
#                               line's namespace or one around it is OWNER before it is OTHER, or
#                               else when a `using namespace` of the file reaches OWNER and none
#                               reaches OTHER.
#   file  PATH_REGEX OLD NEW    every OLD in the files whose path matches (a type private to them).
#
# String and character literals are left alone (they reach logs and files); comments follow the
# same rules as code. Markdown files get only qualified names (`hfg::battle::Weather`).
# Idempotent: once renamed, OLD no longer resolves to OWNER. Prints the files it changed.
use strict;
use warnings;

my $rules_file = shift @ARGV or die "usage: rename_types.pl RULES FILE...\n";
my (@types, @files_rules);
open(my $rf, '<', $rules_file) or die "$rules_file: $!\n";
while (<$rf>) {
  s/#.*//;
  my @f = split ' ';
  next unless @f;
  if ($f[0] eq 'type' && @f == 5) {
    push @types, { owner => $f[1], other => $f[2], old => $f[3], new => $f[4] };
  } elsif ($f[0] eq 'file' && @f == 4) {
    push @files_rules, { path => qr/$f[1]/, old => $f[2], new => $f[3] };
  } else {
    die "$rules_file:$.: bad rule: $_";
  }
}
close $rf;

my %old_names = map { $_->{old} => 1 } (@types, @files_rules);
my $names_re = join '|', map { quotemeta } sort { length $b <=> length $a } keys %old_names;

# The namespace a qualifier `q` (like "battle" or "hfg::battle", no trailing ::) names when
# written inside namespace `ns`, among the namespaces `known`; undef when it is none of them.
sub resolve_qualifier {
  my ($q, $ns, @known) = @_;
  my %k = map { $_ => 1 } @known;
  if ($q =~ s/^:://) { return $k{$q} ? $q : undef; }
  my @parts = grep { length } split /::/, $ns;
  while (1) {
    my $cand = join('::', @parts, $q);
    return $cand if $k{$cand};
    last unless @parts;
    pop @parts;
  }
  return undef;
}

# The absolute name of a namespace `u` named in a using-directive inside namespace `ns`: the
# project's namespaces all sit in hfg, so a relative name is taken from the innermost level
# that makes it one of them (hfg::battle for `battle` inside hfg::maps).
sub resolve_namespace {
  my ($u, $ns) = @_;
  return $u =~ s/^:://r if $u =~ /^::/;
  return $u if $u =~ /^hfg(::|$)/;
  my @parts = grep { length } split /::/, $ns;
  return @parts ? "$parts[0]::$u" : $u;
}

# Which of owner/other an unqualified name means inside namespace `ns` with `usings`.
sub resolve_unqualified {
  my ($rule, $ns, $usings) = @_;
  my @parts = grep { length } split /::/, $ns;
  while (@parts) {
    my $level = join '::', @parts;
    return 'owner' if $level eq $rule->{owner};
    return 'other' if $level eq $rule->{other};
    pop @parts;
  }
  my ($owner, $other) = (0, 0);
  for my $u (@$usings) {
    my $r = resolve_qualifier($u->[0], $u->[1], $rule->{owner}, $rule->{other});
    next unless defined $r;
    $owner = 1 if $r eq $rule->{owner};
    $other = 1 if $r eq $rule->{other};
  }
  if ($owner && $other) {
    # Both reached: the deeper namespace is the one the file means (it could not name the
    # other unqualified without an ambiguity).
    my $d_owner = () = $rule->{owner} =~ /::/g;
    my $d_other = () = $rule->{other} =~ /::/g;
    return $d_owner > $d_other ? "owner" : "other";
  }
  return "other" if $other;
  return "owner" if $owner;
  return '';
}

my $changed_files = 0;
for my $path (@ARGV) {
  open(my $fh, '<', $path) or die "$path: $!\n";
  local $/;
  my $text = <$fh>;
  close $fh;
  next unless $text =~ /\b(?:$names_re)\b/;
  my $markdown = $path =~ /\.md$/;
  my @file_rules = grep { $path =~ $_->{path} } @files_rules;

  # using-directives of the file, each with the namespace it sits in.
  my @usings;
  {
    my @stack;
    for my $line (split /\n/, $text) {
      if ($line =~ /^\s*namespace\s+([\w:]+)\s*\{/) { push @stack, $1; }
      elsif ($line =~ /^\s*namespace\s*\{/) { push @stack, ''; }
      if ($line =~ /\busing\s+namespace\s+([\w:]+)\s*;/) {
        push @usings, [$1, join('::', grep { length } @stack)];
      }
      pop @stack if $line =~ /^\s*\}\s*\/\/\s*namespace/ && @stack;
      pop @stack if $line =~ /^\s*namespace\s+[\w:]*\s*\{.*\}\s*(?:\/\/.*)?$/ && @stack;
    }
  }

  my $replace = sub {
    my ($segment, $ns) = @_;
    $segment =~ s{(?<![\w:])((?:::)?(?:[A-Za-z_]\w*::)*)($names_re)\b}{
      my ($qual, $name) = ($1, $2);
      my $out = $qual . $name;
      my $q = $qual; $q =~ s/::$//;
      my $class_scoped = $q ne '' && grep { /^[A-Z]/ } split /::/, $q;
      my $done = 0;
      for my $r (@file_rules) {
        next unless $r->{old} eq $name;
        if (!$class_scoped || $q =~ /(?:^|::)[A-Z]\w*$/) { $out = $qual . $r->{new}; $done = 1; last; }
      }
      if (!$done && !$class_scoped) {
        for my $r (@types) {
          next unless $r->{old} eq $name;
          my $which;
          if ($q ne '') {
            my $res = resolve_qualifier($q, $ns, $r->{owner}, $r->{other});
            # `battle::X` where `using namespace hfg;` makes `battle` hfg::battle.
            if (!defined $res && $q !~ /^::/) {
              for my $u (@usings) {
                my $base = resolve_namespace($u->[0], $u->[1]);
                my $cand = $base . '::' . $q;
                if ($cand eq $r->{owner} || $cand eq $r->{other}) { $res = $cand; last; }
              }
            }
            $which = defined $res ? ($res eq $r->{owner} ? 'owner' : 'other') : '';
          } elsif (!$markdown) {
            $which = resolve_unqualified($r, $ns, \@usings);
          } else {
            $which = '';
          }
          if ($which eq 'owner') { $out = $qual . $r->{new}; last; }
        }
      }
      $out;
    }ge;
    return $segment;
  };

  my $out = '';
  if ($markdown) {
    $out = $replace->($text, 'hfg');
  } else {
    # A small lexer: code and comments are edited, string and character literals are not.
    my @stack;
    my $state = 'code';   # code | block | raw
    my $raw_end = '';
    for my $line (split /(?<=\n)/, $text) {
      my $ns_line = join '::', grep { length } @stack;
      my $one_liner = 0;
      if ($line =~ /^\s*namespace\s+([\w:]+)\s*\{/) {
        push @stack, $1;
        $ns_line = join '::', grep { length } @stack;
        $one_liner = $line =~ /\}\s*(?:\/\/.*)?$/;
      } elsif ($line =~ /^\s*namespace\s*\{/) {
        push @stack, '';
        $one_liner = $line =~ /\}\s*(?:\/\/.*)?$/;
      }
      my $res = '';
      my $i = 0;
      my $len = length $line;
      my $buf = '';
      my $flush = sub { $res .= $replace->($buf, $ns_line); $buf = ''; };
      while ($i < $len) {
        my $c = substr($line, $i, 1);
        if ($state eq 'block') {
          my $e = index($line, '*/', $i);
          if ($e < 0) { $buf .= substr($line, $i); $i = $len; }
          else { $buf .= substr($line, $i, $e + 2 - $i); $i = $e + 2; $state = 'code'; }
          next;
        }
        if ($state eq 'raw') {
          my $e = index($line, $raw_end, $i);
          if ($e < 0) { $res .= substr($line, $i); $i = $len; }
          else { $res .= substr($line, $i, $e + length($raw_end) - $i); $i = $e + length $raw_end; $state = 'code'; }
          next;
        }
        my $two = substr($line, $i, 2);
        if ($two eq '//') { $buf .= substr($line, $i); $i = $len; next; }
        if ($two eq '/*') { $buf .= '/*'; $i += 2; $state = 'block'; next; }
        if ($c eq 'R' && substr($line, $i + 1, 1) eq '"' && ($i == 0 || substr($line, $i - 1, 1) !~ /\w/ || substr($line, $i - 2, 2) =~ /^(?:u8|[uUL])$/)
            && substr($line, $i) =~ /^R"([^()\\\s]{0,16})\(/) {
          $flush->();
          $raw_end = ")$1\"";
          my $open = 2 + length($1) + 1;
          $res .= substr($line, $i, $open); $i += $open; $state = 'raw';
          next;
        }
        if ($c eq '"' || ($c eq "'" && !($i > 0 && substr($line, $i - 1, 1) =~ /[0-9A-Fa-f]/ && substr($line, $i + 1, 1) =~ /[0-9A-Fa-f]/ && substr($line, 0, $i) =~ /\b0?[xXbB]?[0-9A-Fa-f']*$/))) {
          $flush->();
          my $j = $i + 1;
          while ($j < $len) {
            my $d = substr($line, $j, 1);
            if ($d eq '\\') { $j += 2; next; }
            last if $d eq $c || $d eq "\n";
            $j++;
          }
          $res .= substr($line, $i, $j + 1 - $i);
          $i = $j + 1;
          next;
        }
        $buf .= $c;
        $i++;
      }
      $flush->();
      $out .= $res;
      pop @stack if ($line =~ /^\s*\}\s*\/\/\s*namespace/ || $one_liner) && @stack;
    }
  }
  if ($out ne $text) {
    open(my $wh, '>', $path) or die "$path: $!\n";
    print $wh $out;
    close $wh;
    print "$path\n";
    $changed_files++;
  }
}
print STDERR "rename_types: $changed_files files changed\n";
